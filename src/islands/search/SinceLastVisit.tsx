import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { LevelScore } from '../../contract/schemas/players';
import { keptAtText } from '../../domain/kept-at';
import type { MyDay, SavedVisitLines } from '../../domain/my-day';
import { playerPath } from '../../domain/paths';
import { playerNameKey, sameName } from '../../domain/player-name';
import type { RememberedPlayer } from '../../domain/remembered-players';
import {
  levelKey,
  type VisitLine,
  type VisitLineTarget,
  visitChangeLines,
  visitChanges,
  visitFigures,
} from '../../domain/since-last-visit';
import { updatedAgo } from '../../domain/updated-ago';
import { followedTotals, savedVisitLines, saveVisitLines, seeVisit } from '../../stores/last-visit';
import { $myScores, loadMyScores } from '../../stores/my-day';

/**
 * What the block shows: still comparing, a first visit, the changes since the last one, or
 * (offline) the lines the device last showed, as of their time.
 */
type Seen =
  | { kind: 'comparing' }
  | { kind: 'first' }
  | { kind: 'changes'; lines: VisitLine[]; since: number }
  | { kind: 'saved'; saved: SavedVisitLines | undefined };

/**
 * "Since your last visit" in "Your summary": what changed for "me" since the last visit on this
 * device (points, new personal bests, places, top scores taken or lost, followed players who
 * passed them and whom they passed), each line a link to where it can be seen. It compares "me"'s
 * level scores (loaded after the card's figures, a larger answer) and the followed players' totals
 * at "me"'s venue. Offline (the day shown from the device), it shows the lines last shown, as of then.
 */
export function SinceLastVisit({
  me,
  day,
  followed,
}: {
  me: RememberedPlayer;
  day: MyDay;
  followed: readonly string[];
}) {
  const [seen, setSeen] = useState<Seen>({ kind: 'comparing' });
  const { data: mine } = useStore($myScores);
  const offline = day.asOf !== undefined;
  const scores =
    mine && sameName(mine.playerName, me.name) && mine.locationId === me.locationId ? mine : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: again only for another player
  useEffect(() => {
    if (offline) setSeen({ kind: 'saved', saved: savedVisitLines(me) });
    else void loadMyScores(me);
  }, [me.name, me.locationId, offline]);

  const followedKey = followed.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list again only when its names change
  useEffect(() => {
    if (!scores || offline) return;
    let live = true;
    void followedTotals(followed, day.locationId).then((friends) => {
      if (!live) return;
      const figures = { ...day, nameKey: playerNameKey(day.playerName), scores: scores.scores };
      const current = visitFigures(figures, friends, Date.now());
      const previous = seeVisit(current);
      if (!previous) {
        saveVisitLines(me, []);
        setSeen({ kind: 'first' });
        return;
      }
      const lines = visitChangeLines(visitChanges(previous, current), levelNames(scores.scores));
      saveVisitLines(me, lines, previous.at);
      setSeen({ kind: 'changes', lines, since: previous.at });
    });
    return () => {
      live = false;
    };
  }, [day, scores, followedKey]);

  const hrefOf: Record<VisitLineTarget, string> = {
    summary: playerPath(day.playerName, day.locationId),
    games: playerPath(day.playerName, day.locationId, 'games'),
    board: playerPath(day.playerName, day.locationId, 'leaderboard'),
    friends: '/friends',
  };
  const lines = seen.kind === 'changes' ? seen.lines : seen.kind === 'saved' ? (seen.saved?.lines ?? []) : [];
  return (
    <section
      className="since-visit"
      aria-labelledby="since-visit-title"
      aria-busy={seen.kind === 'comparing'}
    >
      <h3 id="since-visit-title" className="since-visit__title">
        Since your last visit
        {seen.kind === 'changes' && (
          <span className="since-visit__when"> · {updatedAgo(new Date(seen.since), new Date())}</span>
        )}
        {seen.kind === 'saved' && seen.saved && (
          <span className="since-visit__when"> · as of {keptAtText(new Date(seen.saved.at))}</span>
        )}
      </h3>
      {seen.kind === 'first' && (
        <p className="since-visit__note">Next time, what changed since this visit shows here.</p>
      )}
      {seen.kind === 'changes' && lines.length === 0 && (
        <p className="since-visit__note">Nothing has changed since your last visit.</p>
      )}
      {seen.kind === 'saved' && lines.length === 0 && (
        <p className="since-visit__note">{savedNote(seen.saved)}</p>
      )}
      {lines.length > 0 && (
        <ul className="since-visit__list">
          {lines.map((line) => (
            <li key={line.text}>
              <a href={hrefOf[line.to]}>{line.text}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the block says offline when the device kept no line to show again. */
function savedNote(saved: SavedVisitLines | undefined): string {
  if (!saved) return 'Shown again once the site can be reached.';
  return saved.since === undefined
    ? 'Next time, what changed since this visit shows here.'
    : 'Nothing had changed since your last visit.';
}

/** Each level's name as the lines say it ("Flip level 3"), by its key. */
function levelNames(scores: readonly LevelScore[]): (key: string) => string {
  const names = new Map(
    scores.map((s) => [levelKey(s.gameId, s.levelId), `${s.gameName} level ${s.levelId + 1}`]),
  );
  return (key) => names.get(key) ?? key;
}
