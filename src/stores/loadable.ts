import { type MapStore, map } from 'nanostores';
import { reportFailure } from '../client/report';

/** One fetch's state: loading, the data, or the error message (the data then empty). */
export interface Loadable<T> {
  loading: boolean;
  error: string | null;
  data: T;
}

/** A store of one fetch and the action that runs it. */
interface LoadableStore<T> {
  $state: MapStore<Loadable<T>>;
  /**
   * Runs a fetch. On start the error clears and the data empties; on success the data is kept;
   * on failure the data empties and the error message is kept. A fetch that a newer one
   * overtook changes nothing.
   */
  load(fetcher: () => Promise<T>, errorMessage: (error: unknown) => string): Promise<void>;
  reset(): void;
}

/** Creates a loadable store whose data is `empty` until a fetch succeeds. */
export function loadable<T>(empty: T): LoadableStore<T> {
  const $state = map<Loadable<T>>({ loading: false, error: null, data: empty });
  let generation = 0;
  return {
    $state,
    async load(fetcher, errorMessage) {
      const mine = ++generation;
      $state.set({ loading: true, error: null, data: empty });
      try {
        const data = await fetcher();
        if (mine === generation) $state.set({ loading: false, error: null, data });
      } catch (error) {
        const message = errorMessage(error);
        reportFailure(error, { fetch: message });
        if (mine === generation) $state.set({ loading: false, error: message, data: empty });
      }
    },
    reset() {
      generation++;
      $state.set({ loading: false, error: null, data: empty });
    },
  };
}
