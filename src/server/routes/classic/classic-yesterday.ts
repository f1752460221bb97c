import { ClassicYesterday } from '../../../contract/schemas/classic';
import { NameAtLoc } from '../../../contract/schemas/params';
import { addDays, dayEnd } from '../../../domain/days';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { classicYesterday as yesterdayAt } from '../../services/classic';
import { found } from '../lookups';
import { playerAtVenue } from './player-at-venue';

/** Older UI: a player's scores at a venue as they stood at the end of yesterday. */
export const classicYesterday = defineEndpoint(
  {
    name: 'classicYesterday',
    method: 'GET',
    path: '/locations/{loc}/players/{playerName}/yesterday',
    summary: "Older UI: a player's scores at a venue as they stood at the end of yesterday",
    tag: 'Older UI',
    access: 'public',
    params: NameAtLoc,
    response: ClassicYesterday,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached, config, database, today }) => {
    const clock = dayClock(config);
    return async ({ params }) => {
      const [player, venue] = await playerAtVenue(cached, params);
      const yesterday = addDays(today(), -1);
      return found(await yesterdayAt(database.db, player, venue, yesterday, dayEnd(yesterday, clock)));
    };
  },
);
