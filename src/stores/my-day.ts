import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { LevelScore } from '../contract/schemas/players';
import { dayChangeLine, placeOnBoard } from '../domain/day-change';
import { MY_DAY_FAILED } from '../domain/messages';
import type { RememberedPlayer } from '../domain/remembered-players';
import { loadable } from './loadable';

/** "Me"'s day as their summary tells it: the day line, their total and their position. */
export interface MyDay {
  playerName: string;
  locationId: number;
  venue: string;
  /** The summary's day line (dayChangeLine), word for word. */
  line: string;
  totalScore: number;
  standing: number;
  /** Their scores level by level against the venue's tops: what "since your last visit" compares. */
  scores: LevelScore[];
}

const day = loadable<MyDay | null>(null);

/** The landing's "Your summary" figures. */
export const $myDay = day.$state;

/**
 * Loads "me"'s day from the two kept answers the summary's own line is made of: the player at the
 * venue (position, total) and the venue's board (the place and its change since yesterday).
 */
export function loadMyDay(player: RememberedPlayer): Promise<void> {
  const params = { playerName: player.name, locationId: player.locationId };
  return day.load(
    async () => {
      const [data, board] = await Promise.all([
        callApi(routes.playerData, { params }),
        callApi(routes.leaderboard, { params: { city: String(player.locationId) } }),
      ]);
      return {
        playerName: data.playerName,
        locationId: data.locationId,
        venue: data.locationName,
        line: dayChangeLine(placeOnBoard(board.today, data.playerName), data.locationName, data.standing),
        totalScore: data.totalScore,
        standing: data.standing,
        scores: data.scores,
      };
    },
    () => MY_DAY_FAILED,
  );
}
