import type { AdminLocation } from '../../contract/schemas/admin';
import { locationInput } from '../../domain/admin-input';
import { addLocation, adminLocations, removeLocation, renameLocation } from '../../stores/admin-locations';
import { ConfirmButton } from './ConfirmButton';
import { EditDialog } from './EditDialog';
import { ActionError, ListStatus } from './ListStatus';
import { type FieldSpec, TextFieldForm } from './TextFieldForm';
import { useAdminList } from './use-admin-list';

const FIELDS: readonly FieldSpec[] = [{ name: 'name', label: 'Location name', maxLength: 100 }];
const named = (v: Record<string, string>) => locationInput(v.name ?? '') !== null;

/** The Locations tab: list, add, rename and remove venues. */
export function LocationsTab() {
  const { loading, error, data, actionError, busy } = useAdminList(adminLocations);
  return (
    <section className="admin-section" aria-labelledby="admin-locations-title">
      <h2 id="admin-locations-title" className="admin-section__title">
        Locations
      </h2>
      <TextFieldForm
        fields={FIELDS}
        submitLabel="Add location"
        busy={busy}
        canSubmit={named}
        onSubmit={(v) => addLocation(v.name ?? '')}
        resetOnSuccess
      />
      <ActionError message={actionError} />
      <ListStatus
        loading={loading}
        error={error}
        count={data.length}
        empty="No locations yet."
        loadingLabel="Loading locations…"
      >
        <div className="table-wrap">
          <table className="table admin-table">
            <caption className="visually-hidden">Locations</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Players
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((l) => (
                <LocationRow key={l._id} location={l} busy={busy} error={actionError} />
              ))}
            </tbody>
          </table>
        </div>
      </ListStatus>
    </section>
  );
}

function LocationRow({
  location,
  busy,
  error,
}: {
  location: AdminLocation;
  busy: boolean;
  error: string | null;
}) {
  return (
    <tr>
      <td className="admin-text">{location.name}</td>
      <td className="num">{location.players}</td>
      <td>
        <div className="admin-actions">
          <EditDialog
            verb="Rename"
            name={location.name}
            fields={FIELDS}
            initial={{ name: location.name }}
            busy={busy}
            error={error}
            canSubmit={named}
            onSubmit={(v) => renameLocation(location._id, v.name ?? '')}
          />
          <ConfirmButton
            label="Remove"
            triggerName={`Remove ${location.name}`}
            question={`Remove ${location.name}?`}
            detail="A location with scores cannot be removed."
            disabled={busy}
            error={error}
            onConfirm={() => removeLocation(location._id)}
          />
        </div>
      </td>
    </tr>
  );
}
