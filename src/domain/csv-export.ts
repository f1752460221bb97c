import { HIDDEN_ROOM_ID, LEVELS_PER_GAME } from './constants';
import { roomsAndGames } from './levels';
import { playerRank } from './rank';
import { totalStars } from './stars';

/** A level as the export sees it. */
export interface ExportLevel {
  roomId: number;
  roomName: string;
  gameName: string;
  levelId: number;
  highScore: number;
  topScore: number;
  times: number;
}

interface ExportInput {
  playerName: string;
  locationName: string;
  /** The export's date, already formatted for the reader. */
  date: string;
  levels: readonly ExportLevel[];
  /** Formats numbers for the reader's locale. */
  formatNumber: (n: number) => string;
}

/** A row of the sheet: cells as text. */
type SheetRow = string[];

// A cell a spreadsheet would take for a formula is prefixed with an apostrophe, so a player named
// '=HYPERLINK(...)' stays text (OWASP: CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a cell that a spreadsheet would otherwise run as a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

// Levels arrive in the venue's order (room, game, level); the sheet keeps it.
const visible = (levels: readonly ExportLevel[]) => levels.filter((l) => l.roomId !== HIDDEN_ROOM_ID);

const sum = (levels: readonly ExportLevel[], pick: (l: ExportLevel) => number) =>
  levels.reduce((s, l) => s + pick(l), 0);

/** The sheet's head: the player, the venue and the date, then a blank row. */
function sheetHead(input: ExportInput): SheetRow[] {
  return [
    ['Player', safeCell(input.playerName)],
    ['Location', safeCell(input.locationName)],
    ['Date', input.date],
    [],
  ];
}

/** A room's total row: '{room} total', `blanks` empty cells, then the room's `totals`. */
function roomTotal(roomLevels: readonly ExportLevel[], blanks: number, totals: string[]): SheetRow {
  return [
    `${safeCell((roomLevels[0] as ExportLevel).roomName)} total`,
    ...Array.from({ length: blanks }, () => ''),
    ...totals,
  ];
}

/** The closing rows: Stars, Total Levels, Rank and Total Score of the (visible) levels. */
function closingRows(levels: readonly ExportLevel[], n: (v: number) => string): SheetRow[] {
  const total = sum(levels, (l) => l.highScore);
  return [
    [],
    ['Stars', 'Total Levels', 'Rank', 'Total Score'],
    [
      n(totalStars(levels.map((l) => ({ times: l.times, levelId: l.levelId })))),
      n(levels.filter((l) => l.highScore > 0).length),
      n(playerRank(total)),
      n(total),
    ],
  ];
}

/**
 * Rows for each room: its games' rows, then the room's total row; then the closing rows. The
 * hidden room is left out.
 */
function bodyRows(
  input: ExportInput,
  gameRows: (gameLevels: readonly ExportLevel[]) => SheetRow[],
  roomRow: (roomLevels: readonly ExportLevel[]) => SheetRow,
): SheetRow[] {
  const levels = visible(input.levels);
  const rows: SheetRow[] = [];
  for (const games of roomsAndGames(levels)) {
    for (const gameLevels of games) rows.push(...gameRows(gameLevels));
    rows.push(roomRow(games.flat()));
  }
  return [...rows, ...closingRows(levels, input.formatNumber)];
}

/**
 * The export sheet (docs/product.md, CSV export): a header with the player and date, then Room, Game, Level
 * (1-based), Score, Top Score per level, a total per game and per room, and a closing row with
 * Stars, Total Levels, Rank and Total Score. The hidden room is left out.
 */
export function exportSheet(input: ExportInput): SheetRow[] {
  const n = input.formatNumber;
  return [
    ...sheetHead(input),
    ['Room', 'Game', 'Level', 'Score', 'Top Score'],
    ...bodyRows(
      input,
      (gameLevels) => {
        const first = gameLevels[0] as ExportLevel;
        const [roomName, gameName] = [safeCell(first.roomName), safeCell(first.gameName)];
        return [
          ...gameLevels.map((l) => [
            roomName,
            gameName,
            String(l.levelId + 1),
            n(l.highScore),
            n(l.topScore),
          ]),
          [
            roomName,
            `${gameName} total`,
            '',
            n(sum(gameLevels, (l) => l.highScore)),
            n(sum(gameLevels, (l) => l.topScore)),
          ],
        ];
      },
      (roomLevels) =>
        roomTotal(roomLevels, 2, [
          n(sum(roomLevels, (l) => l.highScore)),
          n(sum(roomLevels, (l) => l.topScore)),
        ]),
    ),
  ];
}

/**
 * The older UI's sheet: one row per game with a column per level (1 to 10), then the game's total;
 * as the newer sheet has, a total per room and the closing row (Stars, Total Levels, Rank, Total
 * Score). The hidden room is left out.
 */
export function classicSheet(input: ExportInput): SheetRow[] {
  const n = input.formatNumber;
  const levelHeads = Array.from({ length: LEVELS_PER_GAME }, (_, i) => `Level ${i + 1}`);
  return [
    ...sheetHead(input),
    ['Room', 'Game', ...levelHeads, 'Total'],
    ...bodyRows(
      input,
      (gameLevels) => {
        const first = gameLevels[0] as ExportLevel;
        const byLevel = new Map(gameLevels.map((l) => [l.levelId, l.highScore]));
        return [
          [
            safeCell(first.roomName),
            safeCell(first.gameName),
            ...levelHeads.map((_, i) => n(byLevel.get(i) ?? 0)),
            n(sum(gameLevels, (l) => l.highScore)),
          ],
        ];
      },
      (roomLevels) => roomTotal(roomLevels, 1 + LEVELS_PER_GAME, [n(sum(roomLevels, (l) => l.highScore))]),
    ),
  ];
}
