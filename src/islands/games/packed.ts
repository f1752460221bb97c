import { levelKey } from '../../stores/compare';
import type { TableRoom } from './ScoreTables';

/**
 * The games island's tables as they travel in the page: each game's levels as one JSON string of
 * [level, high score, top score, cached score?] rows. Astro tags every value of an island's props
 * and the page escapes every quote, so the same levels as objects made 98 KB of a 207 KB page.
 */
export interface PackedRoom {
  roomId: number;
  roomName: string;
  games: Array<{ gameId: number; gameName: string; levels: string }>;
}

/** Packs the rooms, with the cached profile's score of each level when there is one. */
export function packRooms(rooms: TableRoom[], cached: Record<string, number> | null): PackedRoom[] {
  return rooms.map((room) => ({
    roomId: room.roomId,
    roomName: room.roomName,
    games: room.games.map((game) => ({
      gameId: game.gameId,
      gameName: game.gameName,
      levels: JSON.stringify(
        game.scores.map((s) => {
          const before = cached?.[levelKey(s.gameId, s.levelId)];
          const row = [s.levelId, s.highScore, s.topScore];
          return before === undefined ? row : [...row, before];
        }),
      ),
    })),
  }));
}

/** The rooms and cached scores back (`cached` is null for an untracked profile, as before packing). */
export function unpackRooms(
  packed: PackedRoom[],
  tracked: boolean,
): { rooms: TableRoom[]; cached: Record<string, number> | null } {
  const cached: Record<string, number> = {};
  const rooms = packed.map((room) => ({
    roomId: room.roomId,
    roomName: room.roomName,
    games: room.games.map((game) => ({
      gameId: game.gameId,
      gameName: game.gameName,
      scores: (JSON.parse(game.levels) as number[][]).map(
        ([levelId = 0, highScore = 0, topScore = 0, before]) => {
          if (before !== undefined) cached[levelKey(game.gameId, levelId)] = before;
          return { gameId: game.gameId, levelId, highScore, topScore };
        },
      ),
    })),
  }));
  return { rooms, cached: tracked ? cached : null };
}
