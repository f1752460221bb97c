import { useStore } from '@nanostores/react';
import { API_DOWN } from '../../domain/messages';
import { checkHealth } from '../../stores/health';
import { $page } from '../../stores/page';
import { useApiHealth } from '../shared/use-api-health';

/**
 * Checks the API each time the shell shows. When it is down and the page is not loading, a
 * full-screen message covers the page until a re-check finds it up again.
 */
export function HealthGate() {
  const health = useApiHealth();
  const { loading } = useStore($page);
  if (health.isUp || loading) return null;
  return (
    <div className="api-down" role="alertdialog" aria-modal="true" aria-labelledby="api-down-text">
      <span className="api-down__dot" aria-hidden="true" />
      <p id="api-down-text" className="api-down__text">
        {API_DOWN}
      </p>
      <button type="button" className="button" onClick={() => void checkHealth()}>
        Try again
      </button>
    </div>
  );
}
