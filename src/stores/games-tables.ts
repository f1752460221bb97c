import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { RoomScores } from '../contract/schemas/players';
import { PLAYER_DATA_FAILED } from '../domain/messages';
import { levelKey } from './compare';
import { loadable } from './loadable';

/** The games page's scores as data: what its filters and comparisons redraw the tables from. */
interface GamesTables {
  /** Whose scores, where: see tablesKey. */
  key: string;
  rooms: RoomScores[];
  /** The cached profile's scores by level key; null when the profile is not tracked. */
  cached: Record<string, number> | null;
}

/**
 * The games page's scores, loaded the first time a filter or a comparison needs them. The page's
 * HTML already shows the tables; the island is not sent a second copy of them in its props.
 */
export const gamesTables = loadable<GamesTables | null>(null);

/** The key of one player's tables at one venue. */
export const tablesKey = (playerName: string, locationId: number) => `${locationId}/${playerName}`;

let asked: string | undefined;

/** Loads the player's scores at the venue (and the cached profile's, when tracked), once. */
export function loadGamesTables(playerName: string, locationId: number, tracked: boolean): void {
  const key = tablesKey(playerName, locationId);
  const { loading, data } = gamesTables.$state.get();
  if (asked === key && (loading || data !== null)) return;
  asked = key;
  void gamesTables.load(
    async () => {
      const params = { playerName, locationId };
      const [data, profiles] = await Promise.all([
        callApi(routes.playerData, { params }),
        tracked ? callApi(routes.cachedProfiles, { params }) : undefined,
      ]);
      const profile = Object.values(profiles?.cachedProfiles ?? {}).find(
        (p) => p.locationId === data.locationId,
      );
      return {
        key,
        rooms: data.groupedRoomScores,
        cached: profile
          ? Object.fromEntries(profile.scores.map((s) => [levelKey(s.gameId, s.levelId), s.highScore]))
          : tracked
            ? {}
            : null,
      };
    },
    () => PLAYER_DATA_FAILED,
  );
}
