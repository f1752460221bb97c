import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../domain/constants';

/** The value, once it has stopped changing for `ms` (300 ms for text filters). */
export function useDebounced<T>(value: T, ms = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
