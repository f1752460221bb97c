import { formatNumber as n } from '../../domain/format';
import { gameLeads } from '../../domain/head-to-head';
import { escapeHtml as e } from '../../domain/html';
import {
  formatGap,
  gameSummaryText,
  gapToTop,
  type LevelFilter,
  levelPasses,
  summarizeGame,
} from '../../domain/level-glance';
import { amountChange, changeText } from '../../domain/rank-change';
import type { CompareColumn } from '../../stores/compare';
import { levelKey } from '../../stores/compare';

/** A room's games and levels as the tables need them. */
export interface TableRoom {
  roomId: number;
  roomName: string;
  games: TableGame[];
}

interface TableGame {
  gameId: number;
  gameName: string;
  scores: Array<{ gameId: number; levelId: number; highScore: number; topScore: number }>;
}

export interface ScoreTablesInput {
  playerName: string;
  rooms: TableRoom[];
  /** Players, yesterday or other venues compared (one column each); none for the player's own view. */
  columns?: CompareColumn[];
  /** The cached profile's scores by level key, when the profile is tracked. */
  cached: Record<string, number> | null;
  /** Whether differences from the cached profile may show (tracked and not comparing). */
  differences: boolean;
  /** The level filter chip that is on: only the levels that pass it are listed. */
  filter?: LevelFilter | null;
  /** Yesterday's scores by level key (for the 'Improved since yesterday' filter). */
  yesterday?: Record<string, number> | null;
}

/**
 * A day-over-day difference: an arrow, a sign and the amount, coloured by direction and spelled
 * out for screen readers (the same markup as the Difference island component).
 */
function difference(value: number): string {
  const text = changeText(value, n);
  const kind = text.direction === 'same' ? 'same' : text.direction === 'up' ? 'better' : 'worse';
  const shown = text.direction === 'same' ? text.arrow : `${text.arrow} ${text.signed}`;
  return `<span class="difference difference--${kind}"><span aria-hidden="true">${shown}</span><span class="visually-hidden">${text.spoken}</span></span>`;
}

/**
 * A score cell: the score and, under it, what it means against the level's top: a crown when it
 * is the top, its gap below the top otherwise ('−790'), '—' for a level never played. The words
 * around them ('not played', '(−790 from the top)', '(top score)') are the cell's text for screen
 * readers; the stylesheet shows only the dash, the gap or the crown (games.css).
 */
function scoreCell(score: number, top: number, diff?: number): string {
  const gap = gapToTop({ highScore: score, topScore: top });
  if (gap === null) return '<td class="cell--unplayed">not played';
  const change =
    diff === undefined || diff === 0 ? '' : `<span class="level-diff"> ${difference(diff)}</span>`;
  if (gap === 0) return `<td class="cell--top">${n(score)}${change}<small> (top score)</small>`;
  return `<td>${n(score)}${change}<small> (<b>${formatGap(gap)}</b> from the top)</small>`;
}

/**
 * One game's table. Optional end tags (</td>, </th>, </tr>) and classes the stylesheet can do
 * without are left out (games.css styles the tables by position): sixty-odd tables of ten rows
 * made a games page of 420 KB, and every byte left out is one a phone does not fetch or parse.
 * A level's number links to its board, relative to the games page's own address.
 */
function gameTable(
  game: TableGame,
  levels: TableGame['scores'],
  total: number,
  input: ScoreTablesInput,
): string {
  const columns = input.columns ?? [];
  const comparing = columns.length > 0;
  const heads = comparing
    ? `<th><bdi>${e(input.playerName)}</bdi>${columns
        .map((c) => `<th>${c.kind === 'yesterday' ? 'Change from Yesterday' : e(c.label)}`)
        .join('')}`
    : '<th>Score';
  const rows = levels.map((level) => {
    const key = levelKey(level.gameId, level.levelId);
    const diff =
      input.differences && input.cached ? amountChange(input.cached[key] ?? 0, level.highScore) : undefined;
    const compared = columns.map((c) =>
      // Yesterday as what changed since, not a second column of big numbers.
      c.kind === 'yesterday'
        ? `<td>${difference(amountChange(c.scores[key] ?? 0, level.highScore))}`
        : scoreCell(c.scores[key] ?? 0, level.topScore),
    );
    const number = level.levelId + 1;
    return `<tr><th><a href="level/${level.gameId}/${number}">${number}</a>${scoreCell(level.highScore, level.topScore, diff)}${compared.join('')}<td>${n(level.topScore)}`;
  });
  const topTotal = game.scores.reduce((s, l) => s + l.topScore, 0);
  const totals = columns.map((c) => {
    const then = game.scores.reduce((s, l) => s + (c.scores[levelKey(l.gameId, l.levelId)] ?? 0), 0);
    return `<td>${c.kind === 'yesterday' ? difference(amountChange(then, total)) : n(then)}`;
  });
  // Compared columns may be wider than the screen: the keyboard scrolls them too.
  const wrap = comparing
    ? `<div class="table-wrap" tabindex="0" role="region" aria-label="${e(game.gameName)} scores">`
    : '<div class="table-wrap">';
  return `${wrap}<table class="table"><caption class="visually-hidden">${e(game.gameName)}</caption><thead><tr><th>Level${heads}<th>Top Score</thead><tbody>${rows.join('')}</tbody><tfoot><tr><th>Total<td>${n(total)}${totals.join('')}<td>${n(topTotal)}</tfoot></table></div>`;
}

/**
 * A folded game's line, compared with players: how many of its levels each leads ('Ace ahead on
 * 3 · Bo on 4'), so the games worth opening show without opening them.
 */
function leadsText(game: TableGame, input: ScoreTablesInput): string {
  return (input.columns ?? [])
    .filter((c) => c.kind === 'player')
    .map((c) => {
      const { they, me } = gameLeads(game.scores, c.scores);
      return `<span class="score-tables__leads"><bdi>${e(c.label)}</bdi> ahead on ${they} · <bdi>${e(input.playerName)}</bdi> on ${me}</span>`;
    })
    .join('');
}

/**
 * The games' score tables: per room, per game, the ten levels with the player's score (or one
 * column per compared player) and the top. One renderer for the server's page and the island's
 * filtered and compared views, so both look the same.
 *
 * Each game folds (a <details> drawn open; the page's head script folds it as the address says),
 * under a summary line of its played levels, top scores and total. Its table travels inside a
 * <noscript>: without JavaScript it shows as it is; with JavaScript the browser keeps it as text,
 * and the head script turns it into elements when the game is open (game-folds.js). A phone,
 * whose games start folded, then parses and lays out no table it does not open.
 */
export function scoreTablesMarkup(input: ScoreTablesInput): string | null {
  const { filter = null, yesterday = null } = input;
  const rooms = input.rooms
    .map((room) => ({
      room,
      games: room.games
        .map((game) => ({
          game,
          levels: game.scores.filter((l) =>
            levelPasses(filter, l, yesterday?.[levelKey(l.gameId, l.levelId)]),
          ),
        }))
        .filter((g) => g.levels.length > 0),
    }))
    .filter((r) => r.games.length > 0);
  if (rooms.length === 0) return null;
  return rooms
    .map(({ room, games }) => {
      const details = games.map(({ game, levels }) => {
        const summary = summarizeGame(game.scores);
        return `<details class="score-tables__game" data-game-id="${game.gameId}" open><summary><span>${e(game.gameName)}</span><span>${gameSummaryText(summary)}${leadsText(game, input)}</span></summary><noscript>${gameTable(game, levels, summary.total, input)}</noscript></details>`;
      });
      return `<section class="score-tables__room" aria-labelledby="room-${room.roomId}"><h2 id="room-${room.roomId}" class="score-tables__room-title">${e(room.roomName)}</h2><div class="score-tables__games">${details.join('')}</div></section>`;
    })
    .join('');
}
