import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useState } from 'react';
import type { Badge } from '../../contract/schemas/badges';
import { badgeInput } from '../../domain/admin-input';
import { type BadgeSort, type BadgeSortField, nextBadgeSort, sortBadges } from '../../domain/badge-sort';
import { addBadge, adminBadges, deleteBadge, updateBadge } from '../../stores/admin-badges';
import { AdminSection, AdminTable, type Column, HIDE_ON_PHONE } from './AdminSection';
import { ConfirmButton } from './ConfirmButton';
import { EditDialog } from './EditDialog';
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
  const state = useAdminList(adminBadges);
  const [sort, setSort] = useState<BadgeSort>(null);
  const header = (field: BadgeSortField, label: string): Column => {
    const direction = sort?.field === field ? sort.direction : null;
    const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
    return {
      key: field,
      sort: direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none',
      label: (
        <button type="button" className="admin-sort" onClick={() => setSort(nextBadgeSort(sort, field))}>
          {label} <Icon aria-hidden="true" size={16} />
        </button>
      ),
    };
  };
  return (
    <AdminSection
      title="Badges"
      state={state}
      empty="No badges yet."
      loadingLabel="Loading badges…"
      tools={
        <TextFieldForm
          fields={FIELDS}
          submitLabel="Add badge"
          busy={state.busy}
          canSubmit={filledIn}
          onSubmit={(v) => addBadge(v.title ?? '', v.description ?? '')}
          resetOnSuccess
        />
      }
    >
      <AdminTable
        caption="Badges"
        columns={[
          header('title', 'Title'),
          header('description', 'Description'),
          { key: 'holders', label: 'Holders', numeric: true, phoneHidden: true },
          'Actions',
        ]}
      >
        {sortBadges(state.data, sort).map((b) => (
          <BadgeRow key={b._id} badge={b} busy={state.busy} error={state.actionError} />
        ))}
      </AdminTable>
    </AdminSection>
  );
}

function BadgeRow({ badge, busy, error }: { badge: Badge; busy: boolean; error: string | null }) {
  return (
    <tr>
      <td className="admin-text">{badge.title}</td>
      <td className="admin-text">{badge.description}</td>
      <td className={`num ${HIDE_ON_PHONE}`}>{badge.players.length}</td>
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
