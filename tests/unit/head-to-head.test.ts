import { describe, expect, it } from 'vitest';
import { gameLeads, headToHead } from '../../src/domain/head-to-head';

const flip = {
  gameName: 'Flip',
  scores: [
    { gameId: 7, levelId: 0, highScore: 1_000 },
    { gameId: 7, levelId: 1, highScore: 2_000 },
    { gameId: 7, levelId: 2, highScore: 3_000 },
    { gameId: 7, levelId: 3, highScore: 0 },
    { gameId: 7, levelId: 4, highScore: 500 },
  ],
};
const mines = { gameName: 'Mines', scores: [{ gameId: 8, levelId: 0, highScore: 4_000 }] };
/** The friend's bests: ahead on Flip L1 by 50 and Mines L1 by 10, behind on L2 and L3, tied on L5. */
const theirs = { '7:0': 1_050, '7:1': 1_500, '7:2': 2_990, '7:3': 9_999, '7:4': 500, '8:0': 4_010 };

describe('head to head', () => {
  it('lists where they lead and where I lead, the closest first; unplayed and tied levels are no duel', () => {
    const { theyLead, iLead } = headToHead(
      [flip, mines].flatMap((g) => g.scores.map((l) => ({ ...l, gameName: g.gameName }))),
      theirs,
    );
    expect(theyLead.map((d) => [d.gameName, d.levelId, d.gap])).toEqual([
      ['Mines', 0, 10],
      ['Flip', 0, 50],
    ]);
    expect(iLead.map((d) => [d.gameName, d.levelId, d.mine, d.theirs, d.gap])).toEqual([
      ['Flip', 2, 3_000, 2_990, 10],
      ['Flip', 1, 2_000, 1_500, 500],
    ]);
  });

  it("counts a game's leads for its folded line", () => {
    expect(gameLeads(flip.scores, theirs)).toEqual({ they: 1, me: 2 });
    expect(gameLeads(flip.scores, {})).toEqual({ they: 0, me: 0 });
  });
});
