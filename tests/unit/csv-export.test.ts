import { describe, expect, it } from 'vitest';
import { classicSheet, type ExportLevel, exportSheet, safeCell } from '../../src/domain/csv-export';

const lv = (
  roomId: number,
  roomName: string,
  gameName: string,
  levelId: number,
  highScore: number,
  topScore: number,
  times = 1,
): ExportLevel => ({
  roomId,
  roomName,
  gameName,
  levelId,
  highScore,
  topScore,
  times,
});

const levels = [
  lv(1, 'Grid', 'Zones', 0, 1200, 1500, 2),
  lv(1, 'Grid', 'Zones', 1, 0, 1800, 0),
  lv(1, 'Grid', 'Flash Mines', 0, 900, 900, 1),
  lv(2, 'Strike', 'Flip', 0, 25_000, 30_000, 3),
  lv(21, 'Staff Test', 'Calibration', 0, 99_999, 99_999, 5),
];
const input = {
  playerName: 'Zoë',
  locationName: 'Leeds',
  date: '22 November 2026',
  levels,
  formatNumber: (n: number) => new Intl.NumberFormat('en-GB').format(n),
};

describe('the export sheet', () => {
  const rows = exportSheet(input);

  it('opens with the player and the date, then the column heads', () => {
    expect(rows.slice(0, 5)).toEqual([
      ['Player', 'Zoë'],
      ['Location', 'Leeds'],
      ['Date', '22 November 2026'],
      [],
      ['Room', 'Game', 'Level', 'Score', 'Top Score'],
    ]);
  });

  it('lists levels 1-based with locale-formatted numbers, and totals per game and per room', () => {
    expect(rows).toContainEqual(['Grid', 'Zones', '1', '1,200', '1,500']);
    expect(rows).toContainEqual(['Grid', 'Zones', '2', '0', '1,800']);
    expect(rows).toContainEqual(['Grid', 'Zones total', '', '1,200', '3,300']);
    expect(rows).toContainEqual(['Grid total', '', '', '2,100', '4,200']);
    expect(rows).toContainEqual(['Strike total', '', '', '25,000', '30,000']);
  });

  it('leaves out the hidden room, and closes with stars, levels, rank and total', () => {
    expect(rows.flat()).not.toContain('Staff Test');
    // Stars: 10 + (2-1)x1 = 11, then 10, then 10 + (3-1)x1 = 12 -> 33. Total 27,100 -> rank 1.
    expect(rows.slice(-2)).toEqual([
      ['Stars', 'Total Levels', 'Rank', 'Total Score'],
      ['33', '3', '1', '27,100'],
    ]);
  });

  it('keeps names that look like formulas as text', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('-2')).toBe("'-2");
    expect(safeCell('@cmd')).toBe("'@cmd");
    expect(safeCell('Ace')).toBe('Ace');
    expect(exportSheet({ ...input, playerName: '=1+1' })[0]).toEqual(['Player', "'=1+1"]);
  });
});

describe("the older UI's sheet", () => {
  it('has a column for each of the 10 levels and a total per game', () => {
    const rows = classicSheet(input);
    expect(rows[4]).toEqual([
      'Room',
      'Game',
      ...Array.from({ length: 10 }, (_, i) => `Level ${i + 1}`),
      'Total',
    ]);
    expect(rows).toContainEqual([
      'Grid',
      'Zones',
      '1,200',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1,200',
    ]);
    expect(rows.flat()).not.toContain('Calibration');
  });

  it('totals each room and closes with stars, levels, rank and total, as the newer sheet does', () => {
    const rows = classicSheet(input);
    const blanks = Array.from({ length: 11 }, () => '');
    expect(rows).toContainEqual(['Grid total', ...blanks, '2,100']);
    expect(rows).toContainEqual(['Strike total', ...blanks, '25,000']);
    expect(rows.findIndex((r) => r[0] === 'Grid total')).toBeLessThan(
      rows.findIndex((r) => r[0] === 'Strike'),
    );
    expect(rows.slice(-2)).toEqual(exportSheet(input).slice(-2));
    expect(rows.slice(-2)).toEqual([
      ['Stars', 'Total Levels', 'Rank', 'Total Score'],
      ['33', '3', '1', '27,100'],
    ]);
  });
});
