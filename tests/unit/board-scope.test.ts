import { describe, expect, it } from 'vitest';
import { boardName, boardScope } from '../../src/domain/board-scope';

const VENUES = [
  { id: 1, name: 'Leeds', city: 'Leeds' },
  { id: 4, name: 'London Shoreditch', city: 'London' },
  { id: 5, name: 'London Croydon', city: 'London' },
  { id: 7, name: 'Quayside', city: 'Newcastle' },
];

describe('the board an address names', () => {
  it("is the world's for 'world', in any case", () => {
    expect(boardScope('World', VENUES)).toEqual({ kind: 'world' });
  });

  it("is a venue's by its name, in any case and with space around", () => {
    expect(boardScope('  london croydon ', VENUES)).toEqual({ kind: 'venue', venue: VENUES[2] });
  });

  it("is a venue's by its city when the city has that one venue", () => {
    expect(boardScope('newcastle', VENUES)).toEqual({ kind: 'venue', venue: VENUES[3] });
  });

  it("is the city's, of all its venues, when the city has several", () => {
    const scope = boardScope('London', VENUES);
    expect(scope).toEqual({ kind: 'city', city: 'London', venues: [VENUES[1], VENUES[2]] });
    expect(scope && boardName(scope)).toBe('London');
  });

  it("is a venue's by its id", () => {
    expect(boardScope('4', VENUES)).toEqual({ kind: 'venue', venue: VENUES[1] });
  });

  it('is none for anything else', () => {
    for (const param of ['Atlantis', '99', '0', '4.0', '', 'Lond'])
      expect(boardScope(param, VENUES)).toBeUndefined();
  });
});
