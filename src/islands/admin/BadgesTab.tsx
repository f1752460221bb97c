import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import type { Badge } from '../../contract/schemas/badges';
import { badgeInput } from '../../domain/admin-input';
import { type BadgeSort, type BadgeSortField, nextBadgeSort, sortBadges } from '../../domain/badge-sort';
import { addBadge, adminBadges, deleteBadge, updateBadge } from '../../stores/admin-badges';
import { ConfirmButton } from './ConfirmButton';
import { EditDialog } from './EditDialog';
import { ActionError, ListStatus } from './ListStatus';
import { type FieldSpec, TextFieldForm } from './TextFieldForm';
import { useAdminList } from './use-admin-list';

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Badge title', maxLength: 100 },
  { name: 'description', label: 'Badge description', maxLength: 500, multiline: true },
];
// Adding: the button is disabled while either field is empty. Editing: both non-empty after trimming.
const filledIn = (v: Record<string, string>) => (v.title ?? '') !== '' && (v.description ?? '') !== '';
const complete = (v: Record<string, string>) => badgeInput(v.title ?? '', v.description ?? '') !== null;

/** The Badges tab: list (sortable by title or description), add, edit and delete badges. */
export function BadgesTab() {
  const { loading, error, data, actionError, busy } = useAdminList(adminBadges);
  const [sort, setSort] = useState<BadgeSort>(null);
  const header = (field: BadgeSortField, label: string) => {
    const direction = sort?.field === field ? sort.direction : null;
    const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
    return (
      <th
        scope="col"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      >
        <button type="button" className="admin-sort" onClick={() => setSort(nextBadgeSort(sort, field))}>
          {label} <Icon aria-hidden="true" size={16} />
        </button>
      </th>
    );
  };
  return (
    <section className="admin-section" aria-labelledby="admin-badges-title">
      <h2 id="admin-badges-title" className="admin-section__title">
        Badges
      </h2>
      <TextFieldForm
        fields={FIELDS}
        submitLabel="Add badge"
        busy={busy}
        canSubmit={filledIn}
        onSubmit={(v) => addBadge(v.title ?? '', v.description ?? '')}
        resetOnSuccess
      />
      <ActionError message={actionError} />
      <ListStatus
        loading={loading}
        error={error}
        count={data.length}
        empty="No badges yet."
        loadingLabel="Loading badges…"
      >
        <div className="table-wrap">
          <table className="table admin-table">
            <caption className="visually-hidden">Badges</caption>
            <thead>
              <tr>
                {header('title', 'Title')}
                {header('description', 'Description')}
                <th scope="col" className="num">
                  Holders
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sortBadges(data, sort).map((b) => (
                <BadgeRow key={b._id} badge={b} busy={busy} error={actionError} />
              ))}
            </tbody>
          </table>
        </div>
      </ListStatus>
    </section>
  );
}

function BadgeRow({ badge, busy, error }: { badge: Badge; busy: boolean; error: string | null }) {
  return (
    <tr>
      <td className="admin-text">{badge.title}</td>
      <td className="admin-text">{badge.description}</td>
      <td className="num">{badge.players.length}</td>
      <td>
        <div className="admin-actions">
          <EditDialog
            verb="Edit"
            name={badge.title}
            fields={FIELDS}
            initial={{ title: badge.title, description: badge.description }}
            busy={busy}
            error={error}
            canSubmit={complete}
            onSubmit={(v) => updateBadge(badge._id, v.title ?? '', v.description ?? '')}
          />
          <ConfirmButton
            label="Delete"
            triggerName={`Delete ${badge.title}`}
            question={`Delete ${badge.title}?`}
            detail="The badge is taken from every player who holds it."
            disabled={busy}
            error={error}
            onConfirm={() => deleteBadge(badge._id)}
          />
        </div>
      </td>
    </tr>
  );
}
