import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { playerNameKey } from '@/domain/player-name';
import { playerSearchKey } from '@/domain/search-key';
import { type Db, queryRows } from '../../db/client';
import {
  ImportRejectedError,
  type LineProblem,
  type NumberedLine,
  type ScoreEventRecord,
  scoreEventRecord,
} from './records';

/** The venues and games a feed may name, as ids. */
export interface Catalog {
  locations: Map<string, number>;
  /** Keyed by `${room}\u0000${game}`, room as lower-case name and as id. */
  games: Map<string, number>;
  /** Games of the hidden room, which counts for no player figure. */
  hiddenGames: Set<number>;
}

const gameKey = (room: string | number, game: string) =>
  `${String(room).toLowerCase()}\u0000${game.toLowerCase()}`;

export async function loadCatalog(db: Db): Promise<Catalog> {
  const locations = await queryRows<{ id: number; name: string }>(db, sql`select id, name from locations`);
  const games = await queryRows<{ id: number; room_id: number; room: string; name: string }>(
    db,
    sql`select g.id, g.room_id, r.name as room, g.name from games g join rooms r on r.id = g.room_id`,
  );
  const gameMap = new Map<string, number>();
  const hiddenGames = new Set<number>();
  for (const g of games) {
    gameMap.set(gameKey(g.room, g.name), g.id);
    gameMap.set(gameKey(g.room_id, g.name), g.id);
    if (g.room_id === HIDDEN_ROOM_ID) hiddenGames.add(g.id);
  }
  return {
    locations: new Map(locations.map((l) => [l.name.toLowerCase(), l.id])),
    games: gameMap,
    hiddenGames,
  };
}

/** A checked record with its line and the ids it names. */
export interface Resolved {
  line: number;
  record: ScoreEventRecord;
  /** The player's name as names are compared (src/domain/player-name.ts). */
  nameKey: string;
  /** The name as suggestions search it (src/domain/search-key.ts), kept on a new player's row. */
  searchKey: string;
  locationId: number;
  gameId: number;
}

/** Bad lines reported at most: past them the batch is refused without reading further. */
const MAX_PROBLEMS = 100;

/** Longest stretch of checking before other requests get a turn, ms. */
const SLICE_MS = 10;

/**
 * Parses and checks every line; throws ImportRejectedError listing the bad ones (the first
 * MAX_PROBLEMS: a feed with a bug in every line is refused at once, not after checking all of
 * them). Other requests get a turn every few milliseconds: a 10 MB body is 70,000 lines or more.
 */
export async function validate(
  lines: readonly NumberedLine[],
  catalog: Catalog,
  now: Date,
): Promise<Resolved[]> {
  const schema = scoreEventRecord(now);
  const problems: LineProblem[] = [];
  const resolved: Resolved[] = [];
  let slice = performance.now();
  for (const { line, text } of lines) {
    if (problems.length >= MAX_PROBLEMS) throw new ImportRejectedError(problems, { stopped: true });
    if (performance.now() - slice > SLICE_MS) {
      await yieldToLoop();
      slice = performance.now();
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push({ line, message: 'not valid JSON' });
      continue;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const message = issue?.message ?? 'invalid record';
      problems.push({
        line,
        message: issue?.code === 'custom' || message.startsWith(field) ? message : `${field}: ${message}`,
      });
      continue;
    }
    const record = parsed.data;
    const locationId = catalog.locations.get(record.location.toLowerCase());
    if (locationId === undefined) {
      problems.push({
        line,
        message: `unknown location '${record.location}' (add it with a catalog or in the admin area)`,
      });
      continue;
    }
    const gameId = catalog.games.get(gameKey(record.room, record.game));
    if (gameId === undefined) {
      problems.push({ line, message: `unknown game '${record.game}' in room '${record.room}'` });
      continue;
    }
    resolved.push({
      line,
      record,
      nameKey: playerNameKey(record.player),
      searchKey: playerSearchKey(record.player),
      locationId,
      gameId,
    });
  }
  if (problems.length > 0) throw new ImportRejectedError(problems);
  return resolved;
}
