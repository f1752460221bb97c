import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../client/api';
import { routes } from '../../contract/routes';
import type { PlayerData } from '../../contract/schemas/players';
import type { ScoreAuditEntry } from '../../contract/schemas/reviews';
import { formatNumber } from '../../domain/format';
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
 * Scores you can trust, below the admin tabs: the scores the import held for review (Accept,
 * Reject), voiding a counted score and restoring it, and the log of every decision.
 */
export function ScoreReviewSection() {
  return (
    <>
      <HeldScores />
      <VoidedScores />
      <ReviewLog />
    </>
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

function HeldScores() {
  const state = useAdminList(adminHeldScores);
  const [reason, setReason] = useState('');
  return (
    <AdminSection
      title="Held scores"
      state={state}
      empty="No score is waiting for review."
      loadingLabel="Loading held scores…"
      tools={
        <>
          <p className="admin-note">
            A score far above its level's top is held here by the import and counts nowhere until you accept
            it.
          </p>
          <ReasonField value={reason} onChange={setReason} />
        </>
      }
    >
      <AdminTable
        caption="Held scores"
        columns={[
          'Player',
          'Venue',
          'Level',
          { key: 'score', label: 'Score', numeric: true },
          { key: 'top', label: 'Top', numeric: true },
          { key: 'bound', label: 'Bound', numeric: true, phoneHidden: true },
          { key: 'held', label: 'Held', phoneHidden: true },
          'Actions',
        ]}
      >
        {state.data.map((h) => {
          const what = `${h.playerName}'s ${formatNumber(h.score)} on ${levelName(h.gameName, h.level)}`;
          return (
            <tr key={h.id}>
              <td className="admin-text">
                <bdi>{h.playerName}</bdi>
              </td>
              <td className="admin-text">{h.locationName}</td>
              <td className="admin-text">{levelName(h.gameName, h.level)}</td>
              <td className="num">{formatNumber(h.score)}</td>
              <td className="num">{formatNumber(h.topScore)}</td>
              <td className={`num ${HIDE_ON_PHONE}`}>{formatNumber(h.bound)}</td>
              <td className={HIDE_ON_PHONE}>{when(h.heldAt)}</td>
              <td>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Accept ${what}`}
                    disabled={state.busy}
                    onClick={() => void decideHeld(h.id, 'accept', reason).then((ok) => ok && setReason(''))}
                  >
                    Accept
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Reject ${what}`}
                    disabled={state.busy}
                    onClick={() => void decideHeld(h.id, 'reject', reason).then((ok) => ok && setReason(''))}
                  >
                    Reject
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminSection>
  );
}

function VoidedScores() {
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
          <VoidForm reason={reason} />
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

/**
 * Void a counted score: a player and a venue, then one of their levels there (their best on it
 * is voided, and every figure it touched is recomputed). Asks first.
 */
function VoidForm({ reason }: { reason: string }) {
  const venues = useAdminList(adminLocations);
  const busy = useStore(adminVoidedScores.$busy);
  const ids = useId();
  const [player, setPlayer] = useState('');
  const [venue, setVenue] = useState('');
  const [scores, setScores] = useState<PlayerData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [level, setLevel] = useState('');

  async function find(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setScores(null);
    setLevel('');
    try {
      const data = await callApi(routes.playerData, {
        params: { playerName: player, locationId: Number(venue) },
      });
      setScores(data);
      if (data.scores.every((s) => s.highScore <= 0)) setProblem('They have no score at that venue.');
    } catch {
      setProblem('No such player at that venue.');
    }
  }

  const played = scores?.scores.filter((s) => s.highScore > 0) ?? [];
  const chosen = played.find((s) => `${s.gameId}:${s.levelId}` === level);
  return (
    <form className="admin-form" onSubmit={(e) => void find(e)} aria-labelledby={`${ids}-title`}>
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
                <option key={`${s.gameId}:${s.levelId}`} value={`${s.gameId}:${s.levelId}`}>
                  {levelName(s.gameName, s.levelId)}: {formatNumber(s.highScore)}
                </option>
              ))}
            </select>
          </div>
          <ConfirmButton
            label="Void"
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
                setScores(null);
                setLevel('');
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
