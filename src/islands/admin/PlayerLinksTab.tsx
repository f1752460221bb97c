import type { LookAlikeMark, PlayerLink } from '../../contract/schemas/admin';
import { groupLinks, type LinkAction, type LinkStatus, linkActions } from '../../domain/player-link-status';
import { adminPlayerLinks, decidePlayerLink } from '../../stores/admin-player-links';
import { AdminSection, AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { useAdminList } from './use-admin-list';

const SECTIONS: ReadonlyArray<{ status: LinkStatus; title: string; empty: string }> = [
  { status: 'pending', title: 'Pending', empty: 'No pending requests.' },
  { status: 'approved', title: 'Approved', empty: 'No approved requests.' },
  { status: 'denied', title: 'Denied', empty: 'No denied requests.' },
];

const ACTION_LABELS: Record<LinkAction, string> = { approve: 'Approve', deny: 'Deny', reset: 'Reset' };

/**
 * The Player Links tab: claim requests as pending, approved and denied tables, with Approve and
 * Deny for pending ones and Reset (back to pending) for decided ones. A failed fetch shows its
 * message instead of the tables; e-mails arrive masked to their first letters.
 */
export function PlayerLinksTab() {
  const state = useAdminList(adminPlayerLinks);
  const groups = groupLinks(state.data);
  return (
    <AdminSection
      title="Player Links"
      state={state}
      empty="No player link requests yet."
      loadingLabel="Loading player links…"
    >
      {SECTIONS.map(({ status, title, empty }) => (
        <div key={status} className="admin-subsection">
          <h3 className="admin-subsection__title">
            {title} ({groups[status].length})
          </h3>
          {groups[status].length === 0 ? (
            <p className="empty">{empty}</p>
          ) : (
            <AdminTable
              caption={`${title} player links`}
              columns={[
                'Player',
                'E-mail',
                { key: 'requested', label: 'Requested', phoneHidden: true },
                'Actions',
              ]}
            >
              {groups[status].map((link) => (
                <LinkRow key={link._id} link={link} busy={state.busy} />
              ))}
            </AdminTable>
          )}
        </div>
      ))}
    </AdminSection>
  );
}

/** What makes a name a look-alike, as the note says it. */
const LOOK_ALIKE_REASONS: Record<LookAlikeMark['reason'], (scripts: string[]) => string> = {
  'mixed-scripts': (scripts) => `mixes ${scripts.join(' and ')} letters`,
  'invisible-characters': () => 'has characters that draw nothing',
  'compatibility-forms': () => 'uses look-alike forms of letters or digits',
};

/** Says that a name is a look-alike, why, how it reads, and whom it could be taken for. */
function LookAlikeNote({ mark }: { mark: LookAlikeMark }) {
  return (
    <span className="admin-look-alike" role="note">
      Look-alike: {LOOK_ALIKE_REASONS[mark.reason](mark.scripts)}; reads as <bdi>{mark.reads}</bdi>
      {mark.existingPlayer && (
        <>
          , like the player <bdi>{mark.existingPlayer}</bdi>
        </>
      )}
      .
    </span>
  );
}

function LinkRow({ link, busy }: { link: PlayerLink; busy: boolean }) {
  return (
    <tr>
      <td className="admin-text">
        <bdi>{link.playerName}</bdi>
        {link.lookAlike && <LookAlikeNote mark={link.lookAlike} />}
      </td>
      <td className="admin-text">{link.email}</td>
      <td className={HIDE_ON_PHONE}>{new Date(link.createdAt).toLocaleDateString()}</td>
      <td>
        <div className="admin-actions">
          {linkActions(link.approved).map((action) => (
            <button
              key={action}
              type="button"
              className="button button--small"
              aria-label={`${ACTION_LABELS[action]} ${link.playerName}`}
              disabled={busy}
              onClick={() => void decidePlayerLink(link._id, action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
