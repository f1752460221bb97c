import { useEffect, useState } from 'react';
import { ApiCallError } from '../../../src/client/api';
import { setPageError, setPageLoading } from '../../../src/stores/page';

/**
 * Fetches a screen's data after it mounts, as the original product did: the shell's spinner
 * shows meanwhile and a failure goes to its 'Error: ...' line. `key` refetches when it changes.
 */
export function useApi<T>(key: string, load: () => Promise<T>): T | undefined {
  const [data, setData] = useState<{ key: string; value: T }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads
  useEffect(() => {
    let live = true;
    setPageLoading(true);
    setPageError(null);
    load()
      .then((value) => live && setData({ key, value }))
      .catch((error: unknown) => {
        if (live) setPageError(error instanceof ApiCallError ? error.message : String(error));
      })
      .finally(() => live && setPageLoading(false));
    return () => {
      live = false;
    };
  }, [key]);
  return data?.key === key ? data.value : undefined;
}
