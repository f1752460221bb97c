import { describe, expect, it } from 'vitest';
import { playerPath } from '../../src/domain/paths';
import { pageSite } from './site';

const site = pageSite();

/** A name set apart by first-strong isolate and pop-directional isolate, as titles show names. */
const isolated = (text: string) => `\u2068${text}\u2069`;

describe("a player's summary", () => {
  it('explains Rank and Leaderboard Rank and puts the position in context; its title names player and venue', async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const { status, document } = await site.open(playerPath(leader.name, leader.locationId));
    expect(status).toBe(200);
    // The texts the product fixes stay as they are.
    expect(document.querySelector('h1')?.textContent?.trim()).toBe(`${leader.name} Summary`);
    expect(document.querySelector('.summary__rank-label')?.textContent).toMatch(/^Rank \d+$/);
    expect(document.body.textContent).toContain(`One rank for every 25,000 points of your ${venue} score`);
    const standing = [...document.querySelectorAll('.summary__line')].find(
      (line) => line.querySelector('dt')?.textContent?.trim() === 'Leaderboard Rank',
    );
    expect(standing?.querySelector('.summary__meaning')?.textContent).toMatch(
      new RegExp(`^#1 of [\\d,]+ at ${venue}\\. Your place on the ${venue} leaderboard\\.$`),
    );
    expect(document.title).toBe(`${isolated(leader.name)} Summary at ${isolated(venue)} · Arcade Stats`);
  });
});
