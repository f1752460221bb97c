import { describe, expect, it } from 'vitest';
import {
  levelName,
  lostTopScores,
  lostTopScoresText,
  rankMeaning,
  standingContext,
  standingMeaning,
} from '../../src/domain/figure-context';

describe('what each figure is', () => {
  it('says what Rank and Leaderboard Rank mean, and where the position stands', () => {
    expect(rankMeaning('Leeds')).toBe('One rank for every 25,000 points of your Leeds score');
    expect(standingMeaning('Leeds')).toBe('Your place on the Leeds leaderboard');
    expect(standingContext(60, 412, 'Leeds')).toBe('#60 of 412 at Leeds');
    expect(standingContext(1_200, 3_400, 'Leeds')).toBe('#1,200 of 3,400 at Leeds');
    // Never "#5 of 4" when the counts were taken a moment apart.
    expect(standingContext(5, 4, 'Leeds')).toBe('#5 of 5 at Leeds');
  });

  it('names the top scores held at the snapshot and held no more', () => {
    const level = (gameId: number, levelId: number, highScore: number, topScore: number) => ({
      gameId,
      levelId,
      highScore,
      topScore,
    });
    const before = [level(1, 2, 500, 500), level(1, 3, 400, 400), level(2, 0, 100, 300), level(2, 1, 0, 0)];
    const now = [level(1, 2, 500, 510), level(1, 3, 450, 450), level(2, 0, 300, 300), level(2, 1, 0, 20)];
    expect(lostTopScores(before, now)).toEqual([level(1, 2, 500, 510)]);
    expect(lostTopScores([], now)).toEqual([]);
    expect(levelName('Flash Mines', 2)).toBe('Flash Mines L3');
    expect(lostTopScoresText(['Flash Mines L3'])).toBe('Lost 1 top score: Flash Mines L3');
    expect(lostTopScoresText(['Flash Mines L3', 'Hex Run L1'])).toBe(
      'Lost 2 top scores: Flash Mines L3, Hex Run L1',
    );
  });
});
