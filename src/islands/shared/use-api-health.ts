import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $health, checkHealth, type HealthStatus } from '../../stores/health';

const RECHECK_MS = 15_000;

/**
 * Checks the API (its health and when the scores were last updated) when a screen shows, and
 * again now and then while it is down, so what marks it down goes once it answers again.
 */
export function useApiHealth(): HealthStatus {
  const health = useStore($health);
  useEffect(() => {
    void checkHealth();
  }, []);
  useEffect(() => {
    if (health.isUp) return;
    const timer = setInterval(() => void checkHealth(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [health.isUp]);
  return health;
}
