import { PlayerName } from '../../contract/schemas/common';
import type { LevelBoard } from '../../contract/schemas/level-boards';
import { LEVELS_PER_GAME } from '../../domain/constants';
import { PLAYER_DATA_FAILED } from '../../domain/messages';
import { playerNameOfPath } from '../../domain/paths';
import type { Runtime } from '../runtime';
import { ServiceRefusal } from '../services/errors';
import { levelBoard } from '../services/level-boards';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/** What a level's board page says when its address names no level (the API answers 400). */
const LEVEL_NOT_FOUND = 'Level not found: a game has levels 1 to 10.';

/** A whole number 1..max in an address, or undefined. */
function wholeIn(value: string | undefined, max: number): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value ?? '')) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/**
 * Loads a level's board for the player of the address: the board kept per data version (the
 * API's answer) with the player's own place. A level, game or venue that does not exist, or a
 * player nobody has, is a 404 with its message.
 */
export async function loadLevelPage(
  runtime: Pick<Runtime, 'cached' | 'database'>,
  request: Request,
  params: { locationId?: string | undefined; gameId?: string | undefined; level?: string | undefined },
): Promise<PageLoad<{ board: LevelBoard }>> {
  const name = PlayerName.safeParse(playerNameOfPath(new URL(request.url).pathname));
  const venue = venueOfAddress(params.locationId);
  if (!name.success) return { kind: 'invalid', problem: 'Missing player name' };
  if (!('id' in venue)) return venue;
  const gameId = wholeIn(params.gameId, 2_147_483_647);
  const level = wholeIn(params.level, LEVELS_PER_GAME);
  if (gameId === undefined || level === undefined)
    return { kind: 'error', message: LEVEL_NOT_FOUND, status: 404 };
  try {
    return await loadPage(PLAYER_DATA_FAILED, async () => ({
      board: await levelBoard(
        { db: runtime.database.db, cached: runtime.cached },
        venue.id,
        gameId,
        level,
        name.data,
      ),
    }));
  } catch (error) {
    // A game the venue does not have: the API's 400, a page that is not there.
    if (error instanceof ServiceRefusal && error.kind === 'invalid')
      return { kind: 'error', message: error.message, status: 404 };
    throw error;
  }
}
