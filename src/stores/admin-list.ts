import { atom, type MapStore, type ReadableAtom } from 'nanostores';
import { reportFailure } from '../client/report';
import { type Loadable, loadable } from './loadable';

/** A list of the admin area: its fetch state, the last action's failure, and the actions' runner. */
export interface AdminList<T> {
  $state: MapStore<Loadable<T[]>>;
  /** The message of the last failed add, update or delete; cleared by the next action. */
  $actionError: ReadableAtom<string | null>;
  /** Whether an add, update or delete is under way. */
  $busy: ReadableAtom<boolean>;
  /** (Re)loads the list. */
  load(): Promise<void>;
  /**
   * Runs a change on the server; on success updates the local list with the answer (no refetch),
   * on failure keeps `failure` as the action error. Answers whether it succeeded.
   */
  change<R>(call: () => Promise<R>, apply: (list: T[], answer: R) => T[], failure: string): Promise<boolean>;
}

/** Creates an admin list fetched by `fetcher`, whose fetch failure reads `fetchFailed`. */
export function adminList<T>(
  fetcher: () => Promise<T[]>,
  fetchFailed: string | ((error: unknown) => string),
): AdminList<T> {
  const list = loadable<T[]>([]);
  const $actionError = atom<string | null>(null);
  const $busy = atom(false);
  return {
    $state: list.$state,
    $actionError,
    $busy,
    load: () => list.load(fetcher, typeof fetchFailed === 'string' ? () => fetchFailed : fetchFailed),
    async change(call, apply, failure) {
      $busy.set(true);
      $actionError.set(null);
      try {
        const answer = await call();
        list.$state.setKey('data', apply(list.$state.get().data, answer));
        return true;
      } catch (error) {
        reportFailure(error, { action: failure });
        $actionError.set(failure);
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
}
