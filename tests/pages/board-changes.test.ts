import { describe, expect, it } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { CachedProfiles, PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { changeText, rankChange } from '../../src/domain/rank-change';
import { testConfig } from '../api/harness';
import { type FeedRecord, ingestThrough } from './ingest';
import { pageSite, SEEDED_NAMES } from './site';

/** Through the ingest endpoint as a venue's feed sends scores; jumps far past a level's top are not held here. */
const TOKEN = 'page-ingest-token';
const site = pageSite({ config: testConfig({ INGEST_TOKEN: TOKEN, HOLD_IMPLAUSIBLE_SCORES: 'false' }) });
const ingest = (records: readonly FeedRecord[]) => ingestThrough(site.site().api, TOKEN, records);

type Venue = { id: number; name: string };
const enc = encodeURIComponent;
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const boardOf = async (name: string) => (await site.read(`/api/leaderboards/${enc(name)}`)) as Leaderboard;

/** A board page's row of a player, by the link on their name. */
function rowOf(document: Document, name: string): Element | undefined {
  return [...document.querySelectorAll('tbody tr')].find((row) =>
    [...row.querySelectorAll('a')].some((a) => text(a) === name),
  );
}

/**
 * A record that raises a player's total at a venue by `gain` now: a better score on the first
 * level of the venue's first room.
 */
async function raiseTotal(player: string, locationId: number, gain: number): Promise<FeedRecord> {
  const data = (await site.read(
    `/api/activate/players/player/${enc(player)}/location/${locationId}`,
  )) as PlayerData;
  const level = data.scores[0];
  if (!level) throw new Error(`${player} has no level at venue ${locationId}`);
  return {
    player,
    location: data.locationName,
    room: level.roomName,
    game: level.gameName,
    level: level.levelId,
    score: level.highScore + gain,
    playedAt: new Date().toISOString(),
  };
}

/** Venues away from the first whose leader is not the world's, with their boards. */
async function quietVenues(): Promise<Array<Venue & { board: Leaderboard }>> {
  const venues = (await site.read('/api/activate/locations')) as Venue[];
  const world = await boardOf('world');
  const top = world.today[0]?.local_score ?? 0;
  const out = [];
  for (const venue of venues.slice(1)) {
    const board = await boardOf(venue.name);
    if ((board.today[0]?.local_score ?? top) + 10_000 < top) out.push({ ...venue, board });
  }
  return out;
}

/** Day-over-day changes read the same wherever they show (the second test moves a board the first reads). */
describe('day-over-day changes', () => {
  it("a tracked player's rank change reads the same on the summary as on the venue board", async () => {
    // A venue whose leader (tracked in the seed) led yesterday too.
    const venue = (await quietVenues()).find(
      (v) => v.board.today[0]?.positionDifference === 0 && v.board.today[0].isNew === false,
    );
    if (!venue) throw new Error('No venue away from the others with the same leader as yesterday');
    const leader = venue.board.today[0] as LeaderboardEntry;
    const [second, third] = venue.board.today.slice(4, 6);
    if (!second || !third) throw new Error(`${venue.name}'s board is too short`);
    // Two players pass the venue's leader, who falls from 1st to 3rd.
    await ingest([
      await raiseTotal(second.players, venue.id, leader.local_score - second.local_score + 2000),
      await raiseTotal(third.players, venue.id, leader.local_score - third.local_score + 1000),
    ]);
    const path = `/api/activate/players/player/${enc(leader.players)}/location/${venue.id}`;
    const data = (await site.read(path)) as PlayerData;
    const cached = ((await site.read(`${path}/cached-profiles`)) as CachedProfiles).cachedProfiles[
      venue.name
    ];
    if (!cached) throw new Error(`${leader.players} is not tracked`);
    expect([cached.standing, data.standing]).toEqual([1, 3]);
    const fell = changeText(rankChange(cached.standing, data.standing));
    expect(fell).toMatchObject({ arrow: '▼', signed: '−2', spoken: 'down 2 since yesterday' });

    const summary = (await site.open(playerPath(leader.players, venue.id))).document;
    // The day's line says the same: the board's place, and its change since yesterday's close.
    expect(text(summary.querySelector('.summary-day__line'))).toBe(
      `#3 on the ${venue.name} board, down 2 places since yesterday's close.`,
    );
    const line = (label: string) =>
      [...summary.querySelectorAll('.summary__line')].find((l) => text(l.querySelector('dt')) === label);
    const onSummary = text(line('Leaderboard Rank')?.querySelector('.difference'));
    expect(onSummary).toBe(`${fell.arrow} ${fell.signed}${fell.spoken}`);
    // The yearly rank follows the same rule.
    const yearly = changeText(rankChange(cached.yearlyRank, data.yearlyRank));
    expect(text(line('Yearly Leaderboard Rank')?.querySelector('.difference'))).toBe(
      yearly.direction === 'same'
        ? `${yearly.arrow}${yearly.spoken}`
        : `${yearly.arrow} ${yearly.signed}${yearly.spoken}`,
    );

    const board = (await site.open(playerPath(leader.players, venue.id, 'leaderboard'))).document;
    const onBoard = text(rowOf(board, leader.players)?.querySelector('td.col-desktop .difference'));
    expect(onBoard).toBe(onSummary);
  });

  it("a new entrant's gain is the same on the world board as on their venue's, and they are marked new", async () => {
    const world = await boardOf('world');
    const onWorld = new Set(world.today.map((e) => `${e.players}|${e.locationId}`));
    const bottom = world.today[world.today.length - 1]?.local_score ?? 0;
    const aim = world.today[60]?.local_score ?? 0;
    const seeded = new Set(SEEDED_NAMES);
    // A seeded player on their venue's board since yesterday, below the world's top 100 now.
    const found = (await quietVenues())
      .flatMap((v) => v.board.today.map((e) => ({ venue: v, entry: e })))
      .find(
        ({ entry }) =>
          seeded.has(entry.players) &&
          !entry.isNew &&
          entry.local_score < bottom &&
          !onWorld.has(`${entry.players}|${entry.locationId}`),
      );
    if (!found) throw new Error('No seeded player just below the world board');
    const { venue, entry } = found;
    await ingest([await raiseTotal(entry.players, venue.id, aim - entry.local_score + 500)]);

    const after = (await boardOf('world')).today.find(
      (e) => e.players === entry.players && e.locationId === venue.id,
    );
    expect(after?.isNew).toBe(true);
    const closed = (await site.read(`/locations/${venue.id}/players/${enc(entry.players)}/yesterday`)) as {
      local_score: number;
    };
    const gain = (after?.local_score ?? 0) - closed.local_score;
    expect(after?.scoreDifference).toBe(gain);
    expect(gain).toBeLessThan(after?.local_score ?? 0);

    const scoreMark = (row: Element | undefined) => text(row?.querySelector('td.num:last-child .difference'));
    const worldPage = (await site.open(playerPath(entry.players, venue.id, 'world-leaderboard'))).document;
    const worldRow = rowOf(worldPage, entry.players);
    expect(text(worldRow?.querySelector('.leaderboard__new'))).toBe('New on the board today');
    const shownOnWorld = scoreMark(worldRow);
    expect(shownOnWorld).toBe(
      `▲ +${gain.toLocaleString('en-GB')}up ${gain.toLocaleString('en-GB')} since yesterday`,
    );

    const venuePage = (await site.open(playerPath(entry.players, venue.id, 'leaderboard'))).document;
    const venueRow = rowOf(venuePage, entry.players);
    expect(scoreMark(venueRow)).toBe(shownOnWorld);
    expect(venueRow?.querySelector('.leaderboard__new')).toBeNull();
  });
});
