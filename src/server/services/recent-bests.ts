import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecentBests, RecentItem } from '../../contract/schemas/insights';
import { type Db, queryRows } from '../db/client';
import { levelTops, players, scoreEvents, scores } from '../db/schema';
import type { PlayerRow } from './players';
import { levelKey, type VenueState } from './venue-state';

interface Row {
  game_id: number;
  level: number;
  high_score: number;
  achieved_at: Date | string;
  top_score: number;
  /** The player's best before the window (0: none). */
  best_before: number;
  /** Whether the player held the level's top when the window began. */
  held: boolean;
  rival: string | null;
  rival_at: Date | string | null;
}

const iso = (at: Date | string): string => new Date(at).toISOString();

/**
 * A player's personal bests and top scores taken or lost at a venue since `since` (newest first).
 *
 * One statement over the player's own rows (scores' primary key range) and, per level, index
 * probes on the level (scores_level_score_idx) and on the score history's primary key:
 * - levels whose best was set in the window: a new best (or a first score) on each, and a top
 *   taken when that best is the venue's top now and was not the player's at the window's start;
 * - levels where someone else holds the top and none of its holders set it before the window: a
 *   top lost when the player held it at the window's start (nobody else had scored above the
 *   player's best of then), with the holder as the rival.
 * Only the levels that changed in the window get more than one probe (docs/decisions.md).
 */
export async function recentBests(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
  since: Date,
): Promise<RecentBests> {
  const at = sql`${since.toISOString()}::timestamptz`;
  const p = player.id;
  const l = venue.location.id;
  const mine = alias(scores, 'm');
  const other = alias(scores, 'o');
  const ownEvent = alias(scoreEvents, 'e');
  const otherEvent = alias(scoreEvents, 'e2');
  const rows = await queryRows<Row>(
    db,
    sql`
    with cand as (
      select ${mine.gameId} as game_id, ${mine.level} as level, ${mine.highScore} as high_score,
        ${mine.achievedAt} as achieved_at, ${levelTops.topScore} as top_score,
        case when ${mine.achievedAt} < ${at} then ${mine.highScore} else coalesce((
          select max(${ownEvent.score}) from ${scoreEvents} as ${ownEvent}
          where ${ownEvent.playerId} = ${p} and ${ownEvent.locationId} = ${l} and ${ownEvent.gameId} = ${mine.gameId}
            and ${ownEvent.level} = ${mine.level} and ${ownEvent.playedAt} < ${at}), 0) end as best_before
      from ${scores} as ${mine}
      join ${levelTops} on ${levelTops.locationId} = ${l} and ${levelTops.gameId} = ${mine.gameId}
        and ${levelTops.level} = ${mine.level}
      where ${mine.playerId} = ${p} and ${mine.locationId} = ${l} and (${mine.achievedAt} >= ${at}
        or (${mine.highScore} < ${levelTops.topScore} and not exists (
          select 1 from ${scores} as ${other} where ${other.locationId} = ${l} and ${other.gameId} = ${mine.gameId}
            and ${other.level} = ${mine.level} and ${other.highScore} = ${levelTops.topScore} and ${other.achievedAt} < ${at})))
    )
    select c.*,
      c.best_before > 0 and not exists (
        select 1 from ${scores} as ${other} where ${other.locationId} = ${l} and ${other.gameId} = c.game_id
          and ${other.level} = c.level and ${other.highScore} > c.best_before and ${other.playerId} <> ${p}
          and (${other.achievedAt} < ${at} or exists (
            select 1 from ${scoreEvents} as ${otherEvent} where ${otherEvent.playerId} = ${other.playerId}
              and ${otherEvent.locationId} = ${l} and ${otherEvent.gameId} = c.game_id and ${otherEvent.level} = c.level
              and ${otherEvent.playedAt} < ${at} and ${otherEvent.score} > c.best_before))
      ) as held,
      r.name as rival, r.achieved_at as rival_at
    from cand c
    left join lateral (
      select ${players.name} as name, ${other.achievedAt} as achieved_at from ${scores} as ${other}
      join ${players} on ${players.id} = ${other.playerId}
      where c.high_score < c.top_score and ${other.locationId} = ${l} and ${other.gameId} = c.game_id
        and ${other.level} = c.level and ${other.highScore} = c.top_score
      order by ${other.achievedAt}, ${other.playerId} limit 1
    ) r on true`,
  );
  const items: RecentItem[] = [];
  for (const r of rows) {
    const place = venue.positions.get(levelKey(r.game_id, r.level));
    const info = place === undefined ? undefined : venue.levels[place];
    if (!info) continue; // the hidden room
    const base = {
      gameId: r.game_id,
      gameName: info.gameName,
      roomName: info.roomName,
      levelId: r.level,
      score: r.high_score,
      previous: Number(r.best_before),
      topScore: r.top_score,
    };
    const improved = new Date(r.achieved_at) >= since && r.high_score > Number(r.best_before);
    const holds = r.high_score >= r.top_score;
    if (improved) {
      const kind = holds && !r.held ? 'top-taken' : Number(r.best_before) === 0 ? 'first' : 'best';
      items.push({ ...base, kind, at: iso(r.achieved_at), rival: null });
    }
    if (!holds && r.held && r.rival && r.rival_at) {
      items.push({ ...base, kind: 'top-lost', at: iso(r.rival_at), rival: r.rival });
    }
  }
  items.sort((a, b) => b.at.localeCompare(a.at) || a.gameId - b.gameId || a.levelId - b.levelId);
  return { playerName: player.name, locationId: l, since: since.toISOString(), items };
}
