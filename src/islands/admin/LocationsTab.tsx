import type { AdminLocation } from '../../contract/schemas/admin';
import { locationInput } from '../../domain/admin-input';
import { addLocation, adminLocations, removeLocation, renameLocation } from '../../stores/admin-locations';
import { AdminSection, AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { ConfirmButton } from './ConfirmButton';
import { EditDialog } from './EditDialog';
import { type FieldSpec, TextFieldForm } from './TextFieldForm';
import { useAdminList } from './use-admin-list';

const FIELDS: readonly FieldSpec[] = [{ name: 'name', label: 'Location name', maxLength: 100 }];
const named = (v: Record<string, string>) => locationInput(v.name ?? '') !== null;

/** The Locations tab: list, add, rename and remove venues. */
export function LocationsTab() {
  const state = useAdminList(adminLocations);
  return (
    <AdminSection
      title="Locations"
      state={state}
      empty="No locations yet."
      loadingLabel="Loading locations…"
      tools={
        <TextFieldForm
          fields={FIELDS}
          submitLabel="Add location"
          busy={state.busy}
          canSubmit={named}
          onSubmit={(v) => addLocation(v.name ?? '')}
          resetOnSuccess
        />
      }
    >
      <AdminTable
        caption="Locations"
        columns={['Name', { key: 'players', label: 'Players', numeric: true, phoneHidden: true }, 'Actions']}
      >
        {state.data.map((l) => (
          <LocationRow key={l._id} location={l} busy={state.busy} error={state.actionError} />
        ))}
      </AdminTable>
    </AdminSection>
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
      <td className="admin-text">
        <bdi>{location.name}</bdi>
      </td>
      <td className={`num ${HIDE_ON_PHONE}`}>{location.players}</td>
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
