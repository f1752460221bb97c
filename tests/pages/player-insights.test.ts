import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelName } from '../../src/domain/figure-context';
import { playerPath } from '../../src/domain/paths';
import { testConfig } from '../api/harness';
import { type FeedRecord, ingestThrough } from './ingest';
import { pageSite } from './site';

/** Through the ingest endpoint as a venue's feed sends scores; a top beaten far is not held here. */
const TOKEN = 'page-ingest-token';
const site = pageSite({ config: testConfig({ INGEST_TOKEN: TOKEN, HOLD_IMPLAUSIBLE_SCORES: 'false' }) });
const ingest = (records: readonly FeedRecord[]) => ingestThrough(site.site().api, TOKEN, records);

const DAY_MS = 86_400_000;
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A section of the summary by its heading's text. */
const region = (document: Document, title: string) =>
  [...document.querySelectorAll('section[aria-labelledby]')].find(
    (s) => text(document.getElementById(s.getAttribute('aria-labelledby') ?? '')) === title,
  );

/** A level of the leader's venue with a top score worth playing for, and the feed record for it. */
async function venueLevel(index: number) {
  const leader = await site.worldLeader();
  const data = (await site.read(
    `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
  )) as PlayerData;
  const level = data.scores.filter((s) => s.topScore > 2000)[index];
  if (!level) throw new Error('No level with a top score above 2,000');
  return {
    locationId: leader.locationId,
    level,
    record: (player: string, score: number, playedAt: Date): FeedRecord => ({
      player,
      location: data.locationName,
      room: level.roomName,
      game: level.gameName,
      level: level.levelId,
      score,
      playedAt: playedAt.toISOString(),
    }),
  };
}

/** The summary's insights for players the feed has just sent (a regular's: summary.test.ts). */
describe('player insights on the summary', () => {
  it('a new player with one score is told which new levels to try, and sees that score', async () => {
    const { locationId, level, record } = await venueLevel(0);
    const name = 'Nova Newcomer';
    await ingest([record(name, Math.round(level.topScore * 0.6), new Date(Date.now() - 60_000))]);
    const { document } = await site.open(playerPath(name, locationId));
    const first = region(document, 'What to play next')?.querySelector('li');
    expect(text(first)).toContain('New level');
    expect(text(first?.querySelector('.insight__why'))).toMatch(
      /^Not played yet\. You average 60% of the top on /,
    );
    const recent = [...(region(document, 'Recent')?.querySelectorAll('li') ?? [])];
    expect(recent).toHaveLength(1);
    expect(text(recent[0])).toContain(levelName(level.gameName, level.levelId));
    expect(text(recent[0])).toMatch(/First score|Top score taken/);
  });

  it('a top score lost this week names the rival who took it', async () => {
    const { locationId, level, record } = await venueLevel(1);
    const [holder, rival] = ['Hal Holder', 'Rex Rival'];
    const top = level.topScore + 100_000;
    // Hal held the top before the week began; Rex beats it today.
    await ingest([record(holder, top, new Date(Date.now() - 10 * DAY_MS))]);
    await ingest([record(rival, top + 10, new Date(Date.now() - 60_000))]);
    const { document } = await site.open(playerPath(holder, locationId));
    const lost = [...(region(document, 'Recent')?.querySelectorAll('li') ?? [])].filter((li) =>
      text(li).includes('Top score lost'),
    );
    expect(lost).toHaveLength(1);
    expect(text(lost[0])).toContain(`Lost ${levelName(level.gameName, level.levelId)} to ${rival}`);
    expect([...(lost[0]?.querySelectorAll('bdi') ?? [])].map(text)).toContain(rival);
  });

  it('a player with nothing new this week is pointed to what to play next', async () => {
    const { locationId, level, record } = await venueLevel(2);
    const name = 'Quiet Quill';
    await ingest([record(name, Math.round(level.topScore / 2), new Date(Date.now() - 12 * DAY_MS))]);
    const { document } = await site.open(playerPath(name, locationId));
    expect(text(region(document, 'Recent'))).toContain(
      'No new personal bests in the last 7 days — play a level from What to play next.',
    );
  });
});
