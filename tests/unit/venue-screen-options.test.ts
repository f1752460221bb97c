import { describe, expect, it } from 'vitest';
import { rowsPerColumn, SCREEN_PANELS, screenOptions } from '../../src/domain/venue-screen-options';

const options = (query: string) => screenOptions(new URLSearchParams(query));

describe("a venue screen's address", () => {
  it('shows 10 rows and every panel when it says nothing', () => {
    expect(options('')).toEqual({ rows: 10, panels: ['board', 'tops', 'movers'] });
  });

  it('takes the rows and the panels it names, in the order named', () => {
    expect(options('rows=15&panels=board,tops')).toEqual({ rows: 15, panels: ['board', 'tops'] });
    expect(options('panels=movers,board')).toEqual({ rows: 10, panels: ['movers', 'board'] });
    expect(options('panels=tops&panels=movers')).toEqual({ rows: 10, panels: ['tops', 'movers'] });
  });

  it('brings rows into 5 to 20, and rows that are not a number are the default', () => {
    expect(options('rows=9999').rows).toBe(20);
    expect(options('rows=1').rows).toBe(5);
    expect(options('rows=-3').rows).toBe(5);
    expect(options('rows=12.7').rows).toBe(12);
    for (const bad of ['rows=abc', 'rows=', 'rows', 'rows=%20', 'rows=NaN', 'rows=Infinity'])
      expect(options(bad).rows, bad).toBe(10);
  });

  it('leaves out unknown panels, repeats and spaces, and falls back to all when none is known', () => {
    expect(options('panels=nonsense').panels).toEqual([...SCREEN_PANELS]);
    expect(options('panels=').panels).toEqual([...SCREEN_PANELS]);
    expect(options('panels=,,').panels).toEqual([...SCREEN_PANELS]);
    expect(options('panels=tops,nonsense,TOPS,%20board%20').panels).toEqual(['tops', 'board']);
  });
});

describe("the board's columns", () => {
  it('are one up to 10 rows, then two halves (the left one the longer)', () => {
    expect([5, 10, 11, 15, 20].map(rowsPerColumn)).toEqual([5, 10, 6, 8, 10]);
  });
});
