import { map } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { reportFailure } from '../client/report';
import { routes } from '../contract/routes';

/** The API's health as the spec's entity has it. */
export interface HealthStatus {
  isUp: boolean;
  message: string;
  lastChecked: number | null;
}

/** Messages of spec section 8. */
export const API_UNREACHABLE = 'API unreachable';
export const CHECK_FAILED = 'Check failed';

export const $health = map<HealthStatus>({ isUp: true, message: '', lastChecked: null });

/**
 * Asks the API whether it is healthy. Any failure marks it down: 'API unreachable' when the server
 * did not answer, 'Check failed' when it answered unhealthy or with an error.
 */
export async function checkHealth(): Promise<void> {
  try {
    const answer = await callApi(routes.healthCheck, {});
    $health.set({
      isUp: answer.healthy,
      message: answer.healthy ? answer.message : CHECK_FAILED,
      lastChecked: Date.now(),
    });
  } catch (error) {
    reportFailure(error, { check: 'health' });
    const unreachable = !(error instanceof ApiCallError) || error.status === 0;
    $health.set({
      isUp: false,
      message: unreachable ? API_UNREACHABLE : CHECK_FAILED,
      lastChecked: Date.now(),
    });
  }
}

/** Marks the API down: a failed last-updated fetch means it is (spec section 4). */
export function markApiDown(message = API_UNREACHABLE): void {
  $health.set({ isUp: false, message, lastChecked: Date.now() });
}
