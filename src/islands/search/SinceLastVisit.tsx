import { useEffect, useState } from 'react';
import { playerPath } from '../../domain/paths';
import { playerNameKey } from '../../domain/player-name';
import {
  levelKey,
  type VisitChanges,
  type VisitLineTarget,
  visitChangeLines,
  visitChanges,
  visitFigures,
} from '../../domain/since-last-visit';
import { updatedAgo } from '../../domain/updated-ago';
import { followedTotals, seeVisit } from '../../stores/last-visit';
import type { MyDay } from '../../stores/my-day';

/** What the block shows: still comparing, a first visit, or the changes since the last one. */
type Seen = { kind: 'comparing' } | { kind: 'first' } | { kind: 'changes'; changes: VisitChanges };

/**
 * "Since your last visit" in "Your summary": what changed for "me" since the last visit on this
 * device (points, new personal bests, places, top scores taken or lost, followed players who
 * passed them and whom they passed), each line a link to where it can be seen. `followed` names the players "me" follows; their totals at "me"'s venue are
 * fetched to tell who passed.
 */
export function SinceLastVisit({ day, followed }: { day: MyDay; followed: readonly string[] }) {
  const [seen, setSeen] = useState<Seen>({ kind: 'comparing' });
  const followedKey = followed.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list again only when its names change
  useEffect(() => {
    let live = true;
    void followedTotals(followed, day.locationId).then((friends) => {
      if (!live) return;
      const current = visitFigures({ ...day, nameKey: playerNameKey(day.playerName) }, friends, Date.now());
      const previous = seeVisit(current);
      setSeen(previous ? { kind: 'changes', changes: visitChanges(previous, current) } : { kind: 'first' });
    });
    return () => {
      live = false;
    };
  }, [day, followedKey]);

  const names = new Map(
    day.scores.map((s) => [levelKey(s.gameId, s.levelId), `${s.gameName} level ${s.levelId + 1}`]),
  );
  const lines = seen.kind === 'changes' ? visitChangeLines(seen.changes, (key) => names.get(key) ?? key) : [];
  const hrefOf: Record<VisitLineTarget, string> = {
    summary: playerPath(day.playerName, day.locationId),
    games: playerPath(day.playerName, day.locationId, 'games'),
    board: playerPath(day.playerName, day.locationId, 'leaderboard'),
    friends: '/friends',
  };
  return (
    <section
      className="since-visit"
      aria-labelledby="since-visit-title"
      aria-busy={seen.kind === 'comparing'}
    >
      <h3 id="since-visit-title" className="since-visit__title">
        Since your last visit
        {seen.kind === 'changes' && (
          <span className="since-visit__when"> · {updatedAgo(new Date(seen.changes.since), new Date())}</span>
        )}
      </h3>
      {seen.kind === 'first' && (
        <p className="since-visit__note">Next time, what changed since this visit shows here.</p>
      )}
      {seen.kind === 'changes' && lines.length === 0 && (
        <p className="since-visit__note">Nothing has changed since your last visit.</p>
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
