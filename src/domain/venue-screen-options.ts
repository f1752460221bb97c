/** The panels a venue screen can cycle through, in their usual order. */
export const SCREEN_PANELS = ['board', 'tops', 'movers'] as const;
export type ScreenPanel = (typeof SCREEN_PANELS)[number];

/**
 * Board rows a screen may show. Fewer than 5 leaves the board half empty; more than 20 cannot be
 * read: at the smallest readable size (docs/product.md) a 1080 px screen holds two columns of 10.
 */
export const SCREEN_ROWS = { min: 5, max: 20, default: 10 } as const;

/** Rows in one column of the board: past 10 they split into two columns. */
export const SCREEN_ROWS_PER_COLUMN = 10;

export interface ScreenOptions {
  rows: number;
  panels: ScreenPanel[];
}

const isPanel = (name: string): name is ScreenPanel => (SCREEN_PANELS as readonly string[]).includes(name);

/**
 * A screen's options from its address (`?rows=15&panels=board,tops`). The address is typed into a
 * TV's browser once and then nobody watches it, so nothing in it is an error: rows that are not a
 * number are the default, other numbers are brought into range; unknown panels are left out, and
 * no known panel at all means every panel. Panels keep the order they are named in.
 */
export function screenOptions(query: URLSearchParams): ScreenOptions {
  const asked = Number.parseInt(query.get('rows') ?? '', 10);
  const rows = Number.isNaN(asked)
    ? SCREEN_ROWS.default
    : Math.min(SCREEN_ROWS.max, Math.max(SCREEN_ROWS.min, asked));
  const named = query
    .getAll('panels')
    .flatMap((list) => list.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(isPanel);
  const panels = [...new Set(named)];
  return { rows, panels: panels.length > 0 ? panels : [...SCREEN_PANELS] };
}

/** How many rows each of the board's columns holds for `rows` rows (one column up to 10, else two). */
export function rowsPerColumn(rows: number): number {
  return rows <= SCREEN_ROWS_PER_COLUMN ? rows : Math.ceil(rows / 2);
}
