import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { pageSite, SEEDED_NAMES } from './site';

const site = pageSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const playerData = (name: string, locationId: number) =>
  site.read(`/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}`) as Promise<
    PlayerData | undefined
  >;

/**
 * A level's board: its top 10 with the player's own row marked, who holds the record, the
 * player's place and the chain's best, and the way back (followed from the games page and the
 * summary, at both widths: phone-games.spec.ts, newer-ui.spec.ts).
 */
describe('level boards', () => {
  it('shows a level the player played: the record, their place and row, the top 10 best first, the way back', async () => {
    const leader = await site.worldLeader();
    const data = await playerData(leader.name, leader.locationId);
    // A level the leader played: their row is on its board.
    const played = data?.scores.find((s) => s.highScore > 0);
    if (!played) throw new Error('the leader played nothing');
    const level = played.levelId + 1;
    const games = playerPath(leader.name, leader.locationId, 'games');
    // The games page's link to it, relative to the games page, is this address.
    const url = new URL(`level/${played.gameId}/${level}`, `http://localhost${games}`).pathname;
    expect(url).toBe(levelBoardPath(leader.name, leader.locationId, played.gameId, level));
    const { status, document } = await site.open(url);
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe(`${played.gameName} level ${level}`);
    expect(text(document.querySelector('[data-testid="level-record"]'))).toMatch(
      /^Record held by .+ since \d{1,2} [A-Z][a-z]{2} \d{4}: [\d,]+$/,
    );
    expect(text(document.querySelector('[data-testid="level-chain"]'))).toMatch(
      /^.+ at .+: [\d,]+, since \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    const rows = [...document.querySelectorAll('table tbody tr')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(11);
    // The top 10's scores, best first.
    const scores = rows.map((row) => Number(text(row.querySelectorAll('td')[2]).replaceAll(',', '')));
    expect(scores.slice(0, 10)).toEqual([...scores.slice(0, 10)].sort((a, b) => b - a));
    // Their row stands out, in the top 10 or under it.
    const you = text(document.querySelector('[data-testid="level-you"]'));
    expect(you).toMatch(/^You: #\d+ of [\d,]+( — top \d+%)? with [\d,]+$/);
    const own = document.querySelectorAll('tr[aria-current="true"]');
    expect(own).toHaveLength(1);
    expect(text(own[0])).toContain(leader.name);
    expect(text(own[0]?.querySelector('td'))).toBe(/#(\d+)/.exec(you)?.[1]);
    const back = [...document.querySelectorAll('a')].find((a) => text(a) === '← Back to Games');
    expect(back?.getAttribute('href')).toBe(games);
  });

  it("is the board each of the summary's suggestions links to, titled by its game and level, linking back to them", async () => {
    const leader = await site.worldLeader();
    const summary = await site.open(playerPath(leader.name, leader.locationId));
    const link = summary.document.querySelector(
      'section[aria-labelledby="play-next-title"] .insight__level a',
    );
    const [, game = '', level = ''] = /^(.+) L(\d+)$/.exec(text(link)) ?? [];
    const href = link?.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`/location/${leader.locationId}/level/\\d+/${level}\\?from=play-next$`));
    const { status, document } = await site.open(href);
    expect(status).toBe(200);
    expect(document.title).toMatch(new RegExp(`${game} level ${level}`));
    // Back to the suggestions it came from, not to the games.
    const back = [...document.querySelectorAll('a')].find((a) => text(a) === '← Back to What to play next');
    expect(back?.getAttribute('href')).toBe(`${playerPath(leader.name, leader.locationId)}#play-next-title`);
  });

  it('says so for a level the player has not played, and shows the top to beat', async () => {
    let found: { name: string; locationId: number; gameId: number; level: number } | undefined;
    for (const name of SEEDED_NAMES.slice(-40)) {
      const venues = (await site.read(`/api/activate/playerlocations/${encodeURIComponent(name)}`)) as
        | Array<{ id: number }>
        | undefined;
      const venue = venues?.[0];
      if (!venue) continue;
      const unplayed = (await playerData(name, venue.id))?.scores.find(
        (s) => s.highScore === 0 && s.topScore > 0,
      );
      if (unplayed) {
        found = { name, locationId: venue.id, gameId: unplayed.gameId, level: unplayed.levelId + 1 };
        break;
      }
    }
    if (!found) throw new Error('no seeded player with an unplayed level');
    const { document } = await site.open(
      levelBoardPath(found.name, found.locationId, found.gameId, found.level),
    );
    expect(text(document.querySelector('[data-testid="level-you"]'))).toMatch(
      /^You have not played this level yet\. The top to beat: [\d,]+\.$/,
    );
    expect(document.querySelectorAll('tr[aria-current="true"]')).toHaveLength(0);
  });

  it('answers an address that names no level with a 404 and a message', async () => {
    const leader = await site.worldLeader();
    const base = playerPath(leader.name, leader.locationId, 'games').replace(/\/games$/, '');
    const { status, document } = await site.open(`${base}/level/1/11`);
    expect(status).toBe(404);
    expect(document.body.textContent).toContain('Error: Level not found: a game has levels 1 to 10.');
  });
});
