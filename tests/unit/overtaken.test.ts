import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discordLiteral } from '../../src/domain/discord-markdown';
import {
  alertMessage,
  backoffMs,
  MAX_LISTED_EVENTS,
  type OvertakenEvent,
  passersOf,
  retryAfterMs,
  type TotalMove,
} from '../../src/domain/overtaken';

const move = fc.record({
  playerId: fc.integer({ min: 1, max: 20 }),
  before: fc.integer({ min: 0, max: 1000 }),
  gain: fc.integer({ min: 0, max: 1000 }),
});
const asMove = (m: { playerId: number; before: number; gain: number }): TotalMove => ({
  playerId: m.playerId,
  before: m.before,
  after: m.before + m.gain,
});

describe('passersOf', () => {
  it('names exactly the players who were not ahead before and are ahead after', () => {
    fc.assert(
      fc.property(move, fc.array(move, { maxLength: 15 }), (t, ms) => {
        const tracked = { ...asMove(t), playerId: 0 };
        const movers = ms.map(asMove);
        const passers = passersOf(tracked, movers);
        for (const m of movers) {
          const wasAhead = m.before > tracked.before;
          const isAhead = m.after > tracked.after;
          expect(passers.includes(m)).toBe(!wasAhead && isAhead);
        }
      }),
    );
  });

  it('never counts the player themselves, nor a tie', () => {
    const tracked = { playerId: 1, before: 100, after: 100 };
    expect(passersOf(tracked, [{ playerId: 1, before: 0, after: 500 }])).toEqual([]);
    expect(passersOf(tracked, [{ playerId: 2, before: 50, after: 100 }])).toEqual([]);
    expect(passersOf(tracked, [{ playerId: 2, before: 100, after: 101 }])).toHaveLength(1);
  });
});

describe('alertMessage', () => {
  const top: OvertakenEvent = {
    kind: 'top',
    by: 'FuryFox',
    venue: 'Leeds',
    game: 'Flash Mines',
    level: 3,
    score: 12_340,
    yours: 12_100,
  };
  const passed: OvertakenEvent = { kind: 'passed', by: 'FuryFox', venue: 'Leeds', position: 13 };

  it('says who did what, where, with the level as players count it and the scores', () => {
    expect(alertMessage([top])).toBe(
      'FuryFox took your top score on Flash Mines L4 at Leeds (12,340 > 12,100).',
    );
    expect(alertMessage([passed])).toBe('FuryFox passed you on the Leeds board: you are now #13.');
  });

  it('lists the first events of the day and counts the rest', () => {
    const events = Array.from({ length: MAX_LISTED_EVENTS + 3 }, () => passed);
    const lines = alertMessage(events).split('\n');
    expect(lines).toHaveLength(MAX_LISTED_EVENTS + 1);
    expect(lines.at(-1)).toBe('…and 3 more today.');
  });
});

describe('retry waits', () => {
  it('doubles from the base for each attempt made, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffMs(a, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (a) => {
        expect(backoffMs(a + 1, 250, 60_000)).toBeGreaterThanOrEqual(backoffMs(a, 250, 60_000));
        expect(backoffMs(a, 250, 60_000)).toBeLessThanOrEqual(60_000);
      }),
    );
  });

  it("honours a 429's retry_after (seconds, fractional), then its Retry-After header", () => {
    expect(retryAfterMs({ retry_after: 0.3, global: false }, '5', 1000)).toBe(300);
    expect(retryAfterMs({ message: 'rate limited' }, '2', 1000)).toBe(2000);
    expect(retryAfterMs('not json', null, 1000)).toBe(1000);
    expect(retryAfterMs({ retry_after: -1 }, 'soon', 1000)).toBe(1000);
  });
});

describe('discordLiteral', () => {
  it('escapes every character Discord gives a meaning to, and leaves the rest as it is', () => {
    expect(discordLiteral('[Claim](https://evil.example)')).toBe(
      String.raw`\[Claim\]\(https://evil.example\)`,
    );
    expect(discordLiteral('# big **bold** _it_ ~~x~~ `c` ||s|| > q <@1> -')).toBe(
      String.raw`\# big \*\*bold\*\* \_it\_ \~\~x\~\~ \`c\` \|\|s\|\| \> q \<\@1\> \-`,
    );
    expect(discordLiteral(String.raw`a\b`)).toBe(String.raw`a\\b`);
    expect(discordLiteral('Zoë 785.')).toBe('Zoë 785.');
  });
});
