import type { OtherVenueGain, PlayNext } from '../../contract/schemas/insights';
import { bestNewGames, CALIBRATION, newGamesLine, playNext } from '../../domain/play-next';
import type { Db } from '../db/client';
import type { PlayerRow } from './players';
import { venueLevels } from './venue-levels';
import type { VenueState } from './venue-state';

/** The most suggestions an answer lists: the page shows the first few, and more on request. */
const PLAY_NEXT_LIMIT = 50;

/**
 * What to play next for a player at `venue` (the model in src/domain/play-next.ts), and what
 * their never-played games would add at each of their `others` venues. Each venue costs the
 * player's own scores there (a range of scores' primary key) and the venue's kept state.
 */
export async function playNextAt(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
  others: readonly VenueState[],
): Promise<PlayNext> {
  const [here, ...elsewhere] = await Promise.all(
    [venue, ...others].map((v) => venueLevels(db, player.id, v)),
  );
  const otherVenues: OtherVenueGain[] = [];
  others.forEach((other, i) => {
    const gain = bestNewGames(elsewhere[i] ?? []);
    if (!gain) return;
    otherVenues.push({
      locationId: other.location.id,
      locationName: other.location.name,
      ...gain,
      line: newGamesLine(other.location.name, gain),
    });
  });
  otherVenues.sort((a, b) => b.expectedGain - a.expectedGain || a.locationId - b.locationId);
  return {
    playerName: player.name,
    locationId: venue.location.id,
    locationName: venue.location.name,
    suggestions: playNext(here ?? [], CALIBRATION, PLAY_NEXT_LIMIT),
    otherVenues,
  };
}
