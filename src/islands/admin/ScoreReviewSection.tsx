import { useStore } from '@nanostores/react';
import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { callApi } from '../../client/api';
import { routes } from '../../contract/routes';
import type { PlayerData } from '../../contract/schemas/players';
import type { HeldScore, ScoreAuditEntry } from '../../contract/schemas/reviews';
import { formatNumber } from '../../domain/format';
import {
  VOID_FORM_ID,
  VOID_LINK_KEYS,
  type VoidRequestInAddress,
  type VoidTarget,
} from '../../domain/void-link';
import { adminLocations } from '../../stores/admin-locations';
import {
  adminHeldScores,
  adminScoreAudit,
  adminVoidedScores,
  decideHeld,
  restoreVoided,
  voidBest,
} from '../../stores/admin-reviews';
import { AdminSection, AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { ConfirmButton } from './ConfirmButton';
import { LabeledInput } from './LabeledInput';
import { useAdminList } from './use-admin-list';

const when = (iso: string) => new Date(iso).toLocaleString();
/**
 * 'Flash Mines L3', as the site names a level. Not figure-context's levelName: importing that
 * module here shared it between the admin panel and the summary, and the build's chunking then
 * brought Radix (the admin's dialogs) to every summary page (17 KB over its script budget).
 */
const levelName = (game: string, level: number) => `${game} L${level + 1}`;

/**
 * Scores you can trust, the admin's Held scores tab: the scores the import held for review (Accept,
 * Reject), voiding a counted score and restoring it, and the log of every decision. `voidRequest`
 * is the score a void link (a level board's row) names, for the Void form.
 */
export function ScoreReviewSection({ voidRequest }: { voidRequest?: VoidRequestInAddress }) {
  return (
    <div className="admin-tabs__sections">
      <HeldScores />
      <VoidedScores voidRequest={voidRequest} />
      <ReviewLog />
    </div>
  );
}

/** The optional reason every decision of a section is recorded with. */
function ReasonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <LabeledInput
      label="Reason (optional, kept in the review log)"
      value={value}
      onValueChange={onChange}
      maxLength={500}
    />
  );
}

/**
 * The held scores as cards, each with its own reason and its Accept and Reject, so one fits a
 * phone's width and a reason typed for one score is never sent with another.
 */
function HeldScores() {
  const state = useAdminList(adminHeldScores);
  return (
    <AdminSection
      title="Held scores"
      state={state}
      empty="No score is waiting for review."
      loadingLabel="Loading held scores…"
      tools={
        <p className="admin-note">
          A score far above its level's top is held here by the import and counts nowhere until you accept it.
        </p>
      }
    >
      <ul className="held-cards" aria-label="Held scores">
        {state.data.map((h) => (
          <HeldCard key={h.id} held={h} busy={state.busy} />
        ))}
      </ul>
    </AdminSection>
  );
}

/** One held score: who, where and on which level, the score against the level's top, and the decision. */
function HeldCard({ held: h, busy }: { held: HeldScore; busy: boolean }) {
  const [reason, setReason] = useState('');
  const level = levelName(h.gameName, h.level);
  const what = `${h.playerName}'s ${formatNumber(h.score)} on ${level}`;
  const decide = (action: 'accept' | 'reject') => void decideHeld(h.id, action, reason);
  return (
    <li className="card held-card">
      <p className="held-card__who">
        <bdi>{h.playerName}</bdi> <span className="admin-note">at {h.locationName}</span>
      </p>
      <dl className="held-card__figures">
        <div>
          <dt>Level</dt>
          <dd>{level}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd className="num">{formatNumber(h.score)}</dd>
        </div>
        <div>
          <dt>Top</dt>
          <dd className="num">{formatNumber(h.topScore)}</dd>
        </div>
        <div>
          <dt>Bound</dt>
          <dd className="num">{formatNumber(h.bound)}</dd>
        </div>
      </dl>
      <p className="admin-note">Held {when(h.heldAt)}</p>
      <ReasonField value={reason} onChange={setReason} />
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          aria-label={`Accept ${what}`}
          disabled={busy}
          onClick={() => decide('accept')}
        >
          Accept
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Reject ${what}`}
          disabled={busy}
          onClick={() => decide('reject')}
        >
          Reject
        </button>
      </div>
    </li>
  );
}

function VoidedScores({ voidRequest }: { voidRequest: VoidRequestInAddress }) {
  const state = useAdminList(adminVoidedScores);
  const [reason, setReason] = useState('');
  return (
    <AdminSection
      title="Voided scores"
      state={state}
      empty="No score is voided."
      loadingLabel="Loading voided scores…"
      tools={
        <>
          <VoidForm reason={reason} request={voidRequest} />
          <ReasonField value={reason} onChange={setReason} />
        </>
      }
    >
      <AdminTable
        caption="Voided scores"
        columns={[
          'Player',
          'Venue',
          'Level',
          { key: 'score', label: 'Score', numeric: true },
          { key: 'voided', label: 'Voided', phoneHidden: true },
          'Actions',
        ]}
      >
        {state.data.map((v) => (
          <tr key={v.id}>
            <td className="admin-text">
              <bdi>{v.playerName}</bdi>
            </td>
            <td className="admin-text">{v.locationName}</td>
            <td className="admin-text">{levelName(v.gameName, v.level)}</td>
            <td className="num">{formatNumber(v.score)}</td>
            <td className={HIDE_ON_PHONE}>{when(v.voidedAt)}</td>
            <td>
              <button
                type="button"
                className="button button--small"
                aria-label={`Restore ${v.playerName}'s ${formatNumber(v.score)} on ${levelName(v.gameName, v.level)}`}
                disabled={state.busy}
                onClick={() => void restoreVoided(v.id, reason).then((ok) => ok && setReason(''))}
              >
                Restore
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}

/** What the Void form says instead of a player's levels. */
const VOID_PROBLEMS = {
  noPlayer: 'No such player at that venue.',
  noScore: 'They have no score at that venue.',
  noLevelScore: 'They have no score on that level.',
  badLink: 'The link names no score to void.',
} as const;

const levelKey = (s: { gameId: number; levelId: number }) => `${s.gameId}:${s.levelId}`;

/** What the Void form found: the player's scores, what it says instead, and the level chosen. */
interface Found {
  scores: PlayerData | null;
  problem: string | null;
  level: string;
}
const NOTHING_FOUND: Found = { scores: null, problem: null, level: '' };

/** A player's scores at a venue, as 'Find their scores' looks them up. */
async function scoresAt(playerName: string, venue: string): Promise<Found> {
  try {
    const data = await callApi(routes.playerData, { params: { playerName, locationId: Number(venue) } });
    const problem = data.scores.every((s) => s.highScore <= 0) ? VOID_PROBLEMS.noScore : null;
    return { scores: data, problem, level: '' };
  } catch {
    return { ...NOTHING_FOUND, problem: VOID_PROBLEMS.noPlayer };
  }
}

/** A void link's score: the player's scores with its level chosen, or why it cannot be. */
async function linkedScore(target: VoidTarget): Promise<Found> {
  const found = await scoresAt(target.playerName, String(target.locationId));
  if (found.problem || !found.scores) return found;
  const key = levelKey({ gameId: target.gameId, levelId: target.level });
  return found.scores.scores.some((s) => s.highScore > 0 && levelKey(s) === key)
    ? { ...found, level: key }
    : { ...found, problem: VOID_PROBLEMS.noLevelScore };
}

/** After a void, a reload must not fill the form in again: it would offer the level's next best. */
function forgetVoidLink(): void {
  const url = new URL(window.location.href);
  for (const key of VOID_LINK_KEYS) url.searchParams.delete(key);
  window.history.replaceState(null, '', url);
}

/**
 * A void link's score looked up at once (no 'Find their scores' to press), then the form brought
 * into view with the focus on Void, so the admin sees what they are about to void: they still
 * confirm. Answers the ref for the Void button.
 */
function useVoidLink(target: VoidTarget | undefined, setFound: Dispatch<SetStateAction<Found>>) {
  const voidButton = useRef<HTMLButtonElement>(null);
  const [aimed, setAimed] = useState(false);
  useEffect(() => {
    if (!target) return;
    let current = true;
    void linkedScore(target).then((found) => {
      if (!current) return;
      setFound(found);
      setAimed(found.level !== '');
    });
    return () => {
      current = false;
    };
  }, [target, setFound]);
  useEffect(() => {
    if (!aimed) return;
    document.getElementById(VOID_FORM_ID)?.scrollIntoView({ block: 'start' });
    voidButton.current?.focus({ preventScroll: true });
  }, [aimed]);
  return voidButton;
}

/**
 * Void a counted score: a player and a venue, then one of their levels there (their best on it
 * is voided, and every figure it touched is recomputed). Asks first. A void link fills it in.
 */
function VoidForm({ reason, request }: { reason: string; request: VoidRequestInAddress }) {
  const target = typeof request === 'object' ? request : undefined;
  const venues = useAdminList(adminLocations);
  const busy = useStore(adminVoidedScores.$busy);
  const ids = useId();
  const [player, setPlayer] = useState(target?.playerName ?? '');
  const [venue, setVenue] = useState(target ? String(target.locationId) : '');
  const [found, setFound] = useState<Found>(
    request === 'bad' ? { ...NOTHING_FOUND, problem: VOID_PROBLEMS.badLink } : NOTHING_FOUND,
  );
  const voidButton = useVoidLink(target, setFound);
  const { scores, problem, level } = found;
  const setLevel = (chosen: string) => setFound((f) => ({ ...f, level: chosen }));

  async function find(event: FormEvent) {
    event.preventDefault();
    setFound(NOTHING_FOUND);
    setFound(await scoresAt(player, venue));
  }

  const played = scores?.scores.filter((s) => s.highScore > 0) ?? [];
  const chosen = played.find((s) => levelKey(s) === level);
  return (
    <form
      id={VOID_FORM_ID}
      className="admin-form"
      onSubmit={(e) => void find(e)}
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`} className="admin-subsection__title">
        Void a score
      </h3>
      <LabeledInput label="Player" value={player} onValueChange={setPlayer} maxLength={64} />
      <div className="field">
        <label htmlFor={`${ids}-venue`}>Venue</label>
        <select
          id={`${ids}-venue`}
          className="input"
          value={venue}
          onChange={(e) => setVenue(e.target.value)}
        >
          <option value="">Choose a venue</option>
          {venues.data.map((v) => (
            <option key={v._id} value={v._id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={player.trim() === '' || venue === ''}>
        Find their scores
      </button>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {played.length > 0 && (
        <>
          <div className="field">
            <label htmlFor={`${ids}-level`}>Their best on</label>
            <select
              id={`${ids}-level`}
              className="input"
              value={level}
              onChange={(e) => setLevel(e.target.value)}
            >
              <option value="">Choose a level</option>
              {played.map((s) => (
                <option key={levelKey(s)} value={levelKey(s)}>
                  {levelName(s.gameName, s.levelId)}: {formatNumber(s.highScore)}
                </option>
              ))}
            </select>
          </div>
          <ConfirmButton
            label="Void"
            triggerRef={voidButton}
            triggerName={chosen ? `Void ${levelName(chosen.gameName, chosen.levelId)}` : 'Void'}
            question={
              chosen
                ? `Void ${scores?.playerName}'s ${formatNumber(chosen.highScore)} on ${levelName(chosen.gameName, chosen.levelId)}?`
                : 'Void?'
            }
            detail="Their next best on the level counts instead; totals, tops and boards are recomputed. It can be restored."
            disabled={!chosen || busy}
            onConfirm={async () => {
              if (!chosen || !scores) return false;
              const ok = await voidBest({
                playerName: scores.playerName,
                locationId: scores.locationId,
                gameId: chosen.gameId,
                level: chosen.levelId,
                ...(reason.trim() ? { reason } : {}),
              });
              if (ok) {
                setFound(NOTHING_FOUND);
                forgetVoidLink();
              }
              return ok;
            }}
          />
        </>
      )}
    </form>
  );
}

const ACTIONS: Record<ScoreAuditEntry['action'], string> = {
  accept: 'Accepted',
  reject: 'Rejected',
  void: 'Voided',
  restore: 'Restored',
};

function ReviewLog() {
  const state = useAdminList(adminScoreAudit);
  return (
    <AdminSection
      title="Review log"
      state={state}
      empty="No decision yet."
      loadingLabel="Loading the review log…"
    >
      <AdminTable
        caption="Review log"
        columns={[
          'When',
          'Decision',
          { key: 'admin', label: 'Admin', phoneHidden: true },
          'Player',
          'Level',
          { key: 'score', label: 'Score', numeric: true },
          { key: 'reason', label: 'Reason', phoneHidden: true },
        ]}
      >
        {state.data.map((e) => (
          <tr key={e.id}>
            <td>{when(e.at)}</td>
            <td>{ACTIONS[e.action]}</td>
            <td className={`admin-text ${HIDE_ON_PHONE}`}>{e.userName ?? `User ${e.userId}`}</td>
            <td className="admin-text">
              <bdi>{e.playerName}</bdi>
            </td>
            <td className="admin-text">
              {levelName(e.gameName ?? `Game ${e.gameId}`, e.level)}
              {e.locationName && <span className="admin-note"> at {e.locationName}</span>}
            </td>
            <td className="num">{formatNumber(e.score)}</td>
            <td className={`admin-text ${HIDE_ON_PHONE}`}>{e.reason ?? '–'}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
