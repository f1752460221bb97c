import { useEffect } from 'react';

/** For a page whose route is missing its player name or venue id: logs it, and the page loads nothing. */
export function RouteProblem({ problem }: { problem: string }) {
  useEffect(() => {
    console.error(`${problem}: the page cannot load.`);
  }, [problem]);
  return null;
}
