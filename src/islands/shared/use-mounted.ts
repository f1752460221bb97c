import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after: for parts that depend on
 * localStorage, which the server cannot see (rendering them early would mismatch).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
