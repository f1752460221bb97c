import { describe, expect, it } from 'vitest';
import {
  FEED_WINDOW_DAYS,
  feedSince,
  playerNewsTitle,
  type ScoreNews,
  scoreNewsId,
  scoreNewsLink,
  venueNewsTitle,
} from '../../src/domain/feed-entries';
import {
  boardShareDescription,
  boardShareRows,
  CARD_BOARD_ROWS,
  cardNameSize,
  playerShareDescription,
  positionLine,
} from '../../src/domain/share-card';

const share = {
  playerName: 'Ace Ünal',
  totalScore: 1_234_567,
  standing: 12,
  playersAtVenue: 412,
  venue: 'Leeds',
};

describe('share card texts', () => {
  it("say a player's position with its context, never 'of' fewer players than the position", () => {
    expect(positionLine(share)).toBe('#12 of 412');
    expect(positionLine({ standing: 7, playersAtVenue: 3 })).toBe('#7 of 7');
    expect(positionLine({ standing: 1_204, playersAtVenue: 20_000 })).toBe('#1,204 of 20,000');
  });

  it('set a longer name smaller, counting characters rather than UTF-16 units', () => {
    expect(cardNameSize('IonSprinter')).toBe(72);
    expect(cardNameSize('Δημήτρης Papadopoulos')).toBe(44);
    expect(cardNameSize('orbit_striker8486')).toBe(56);
    expect(cardNameSize('😀'.repeat(14))).toBe(72);
    const sizes = Array.from({ length: 64 }, (_, i) => cardNameSize('x'.repeat(i + 1)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("describe a summary's preview by total, position and rank", () => {
    expect(playerShareDescription(share)).toBe('Total 1,234,567 · #12 of 412 at Leeds · rank 49');
  });

  it("describe a board's preview by its three leaders, or say it is empty", () => {
    const rows = boardShareRows(
      ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].map((players, i) => ({
        rank: i + 1,
        players,
        local_score: 1000 - i,
      })),
    );
    expect(rows).toHaveLength(CARD_BOARD_ROWS);
    expect(rows[0]).toEqual({ position: 1, name: 'Ann', score: 1000 });
    expect(boardShareDescription('Leeds', rows)).toBe(
      'The Leeds leaderboard: #1 Ann (1,000), #2 Bo (999), #3 Cy (998).',
    );
    expect(boardShareDescription('Leeds', [])).toBe('The Leeds leaderboard: no one is on it yet.');
  });
});

describe('feed entries', () => {
  const news: ScoreNews = {
    playerId: 7,
    playerName: 'Ace Ünal',
    locationId: 3,
    venue: 'Leeds',
    gameId: 12,
    game: 'Hex Run',
    level: 2,
    score: 12_345,
    achievedAt: new Date('2026-11-19T10:00:00Z'),
    top: true,
  };

  it('name what was scored, levels shown from 1', () => {
    expect(venueNewsTitle(news)).toBe('Ace Ünal set the top score on Hex Run L3: 12,345');
    expect(playerNewsTitle(news)).toBe('Top score at Leeds: Hex Run L3: 12,345');
    expect(playerNewsTitle({ ...news, top: false })).toBe('Personal best at Leeds: Hex Run L3: 12,345');
  });

  it("have ids made of what the score is, by ids a rename does not change, and link to the player's summary", () => {
    const id = scoreNewsId('stats.example', news);
    expect(id).toBe(`tag:stats.example,2026:score/7/3/12/2/${news.achievedAt.getTime()}/12345`);
    expect(
      scoreNewsId('stats.example', { ...news, playerName: 'Renamed', venue: 'Elsewhere', top: false }),
    ).toBe(id);
    expect(scoreNewsId('stats.example', { ...news, score: 12_346 })).not.toBe(id);
    expect(scoreNewsLink('https://stats.example', news)).toBe(
      'https://stats.example/player/Ace%20%C3%9Cnal/location/3/summary',
    );
  });

  it(`reach back ${FEED_WINDOW_DAYS} days`, () => {
    expect(feedSince(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-10-31T00:00:00.000Z');
  });
});
