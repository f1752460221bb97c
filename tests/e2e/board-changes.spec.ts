import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Leaderboard, LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { CachedProfiles, PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { changeText, rankChange } from '../../src/domain/rank-change';
import { gotoReady } from './hydration';
import { ingest, raiseTotal } from './ingest';
import { seededNames } from './players';

type Venue = { id: number; name: string };
const enc = encodeURIComponent;

async function boardOf(request: APIRequestContext, name: string): Promise<Leaderboard> {
  return (await (await request.get(`/api/leaderboards/${enc(name)}`)).json()) as Leaderboard;
}

/** A board page's row of a player, by the link on their name. */
const rowOf = (page: Page, name: string) =>
  page.locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) });

/** What a difference marker says, arrow and words: '▲ +2up 2 since yesterday'. */
const said = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Venues away from the first (where other tests add players) whose leader is not the world's
 * (which other tests look up), with their boards.
 */
async function quietVenues(request: APIRequestContext): Promise<Array<Venue & { board: Leaderboard }>> {
  const venues = (await (await request.get('/api/activate/locations')).json()) as Venue[];
  const world = await boardOf(request, 'world');
  const top = world.today[0]?.local_score ?? 0;
  const out = [];
  for (const venue of venues.slice(1)) {
    const board = await boardOf(request, venue.name);
    if ((board.today[0]?.local_score ?? top) + 10_000 < top) out.push({ ...venue, board });
  }
  return out;
}

test.describe('day-over-day changes', () => {
  // One after the other: the second moves a venue's board, which the first reads.
  test.describe.configure({ mode: 'serial' });

  test("a tracked player's rank change reads the same on the summary as on the venue board", async ({
    page,
    request,
  }) => {
    // A venue whose leader (tracked in the seed) led yesterday too.
    const venue = (await quietVenues(request)).find(
      (v) => v.board.today[0]?.positionDifference === 0 && v.board.today[0].isNew === false,
    );
    if (!venue) throw new Error('No venue away from the others with the same leader as yesterday');
    const leader = venue.board.today[0] as LeaderboardEntry;
    const [second, third] = venue.board.today.slice(4, 6);
    if (!second || !third) throw new Error(`${venue.name}'s board is too short`);
    // Two players pass the venue's leader (tracked in the seed), who falls from 1st to 3rd.
    await ingest(request, [
      await raiseTotal(request, second.players, venue.id, leader.local_score - second.local_score + 2000),
      await raiseTotal(request, third.players, venue.id, leader.local_score - third.local_score + 1000),
    ]);
    const path = `/api/activate/players/player/${enc(leader.players)}/location/${venue.id}`;
    const data = (await (await request.get(path)).json()) as PlayerData;
    const cached = ((await (await request.get(`${path}/cached-profiles`)).json()) as CachedProfiles)
      .cachedProfiles[venue.name];
    if (!cached) throw new Error(`${leader.players} is not tracked`);
    expect([cached.standing, data.standing]).toEqual([1, 3]);
    const fell = changeText(rankChange(cached.standing, data.standing));
    expect(fell).toMatchObject({ arrow: '▼', signed: '−2', spoken: 'down 2 since yesterday' });

    await gotoReady(page, playerPath(leader.players, venue.id));
    // The day's line says the same: the board's place, and its change since yesterday's close.
    await expect(page.locator('.summary-day__line')).toHaveText(
      `#3 on the ${venue.name} board, down 2 places since yesterday's close.`,
    );
    const line = (label: string) =>
      page
        .locator('.summary__line')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    const onSummary = said(await line('Leaderboard Rank').locator('.difference').textContent());
    expect(onSummary).toBe(`${fell.arrow} ${fell.signed}${fell.spoken}`);
    // The yearly rank follows the same rule.
    const yearly = changeText(rankChange(cached.yearlyRank, data.yearlyRank));
    expect(said(await line('Yearly Leaderboard Rank').locator('.difference').textContent())).toBe(
      said(
        yearly.direction === 'same'
          ? `${yearly.arrow}${yearly.spoken}`
          : `${yearly.arrow} ${yearly.signed}${yearly.spoken}`,
      ),
    );

    await gotoReady(page, playerPath(leader.players, venue.id, 'leaderboard'));
    const onBoard = said(
      await rowOf(page, leader.players).locator('td.col-desktop .difference').textContent(),
    );
    expect(onBoard).toBe(onSummary);
  });

  test("a new entrant's gain is the same on the world board as on their venue's, and they are marked new", async ({
    page,
    request,
  }) => {
    const world = await boardOf(request, 'world');
    const onWorld = new Set(world.today.map((e) => `${e.players}|${e.locationId}`));
    const bottom = world.today[world.today.length - 1]?.local_score ?? 0;
    const aim = world.today[60]?.local_score ?? 0;
    const seeded = new Set(seededNames());
    const venues = await quietVenues(request);
    // A seeded player on their venue's board since yesterday, below the world's top 100 now.
    const found = venues
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
    await ingest(request, [
      await raiseTotal(request, entry.players, venue.id, aim - entry.local_score + 500),
    ]);

    const after = (await boardOf(request, 'world')).today.find(
      (e) => e.players === entry.players && e.locationId === venue.id,
    );
    expect(after?.isNew).toBe(true);
    const closed = (await (
      await request.get(`/locations/${venue.id}/players/${enc(entry.players)}/yesterday`)
    ).json()) as {
      local_score: number;
    };
    const gain = (after?.local_score ?? 0) - closed.local_score;
    expect(after?.scoreDifference).toBe(gain);
    expect(gain).toBeLessThan(after?.local_score ?? 0);

    const scoreCell = (row: ReturnType<typeof rowOf>) => row.locator('td.num').last().locator('.difference');
    await gotoReady(page, playerPath(entry.players, venue.id, 'world-leaderboard'));
    const worldRow = rowOf(page, entry.players);
    await expect(worldRow.locator('.leaderboard__new')).toHaveText('New on the board today');
    const shownOnWorld = said(await scoreCell(worldRow).textContent());
    expect(shownOnWorld).toBe(
      `▲ +${gain.toLocaleString('en-GB')}up ${gain.toLocaleString('en-GB')} since yesterday`,
    );

    await gotoReady(page, playerPath(entry.players, venue.id, 'leaderboard'));
    const venueRow = rowOf(page, entry.players);
    expect(said(await scoreCell(venueRow).textContent())).toBe(shownOnWorld);
    await expect(venueRow.locator('.leaderboard__new')).toHaveCount(0);
  });
});
