import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AdminList } from '../../stores/admin-list';

/** An admin list's state: the fetch's, the last action's failure, and whether one is under way. */
export function useStoreState<T>(list: AdminList<T>) {
  const state = useStore(list.$state);
  const actionError = useStore(list.$actionError);
  const busy = useStore(list.$busy);
  return { ...state, actionError, busy };
}

/** An admin list's state, loaded when the component first shows. */
export function useAdminList<T>(list: AdminList<T>) {
  useEffect(() => {
    void list.load();
  }, [list]);
  return useStoreState(list);
}
