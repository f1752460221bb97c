import { persistentAtom } from '@nanostores/persistent';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import {
  decodeVisitMemory,
  type VisitFigures,
  type VisitMemory,
  visitMemoryAfter,
} from '../domain/since-last-visit';

/** "Me"'s figures at the last visits on this device (see VisitMemory), read back defensively. */
export const $visitMemory = persistentAtom<VisitMemory | undefined>('lastVisit', undefined, {
  encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
  decode: decodeVisitMemory,
});

/**
 * A visit saw `current`: the device keeps it, and answers the figures of the visit before, to
 * compare with (undefined on a first visit). Storage that refuses it (full, or off) changes
 * nothing: the next visit is a first one again.
 */
export function seeVisit(current: VisitFigures): VisitFigures | undefined {
  const memory = visitMemoryAfter($visitMemory.get(), current);
  try {
    $visitMemory.set(memory);
  } catch {
    // Nothing to do: the device cannot keep it.
  }
  return memory.previous;
}

/**
 * The totals at a venue of the players "me" follows, by name, from the kept player answers; a
 * player who does not play there, or whose answer fails, is left out.
 */
export async function followedTotals(
  names: readonly string[],
  locationId: number,
): Promise<Record<string, number>> {
  const answers = await Promise.all(
    names.map((playerName) =>
      callApi(routes.playerData, { params: { playerName, locationId } }).then(
        (data) => [playerName, data.totalScore] as const,
        () => undefined,
      ),
    ),
  );
  return Object.fromEntries(answers.filter((a) => a !== undefined));
}
