import { atom, map } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { reportFailure } from '../client/report';
import { routes } from '../contract/routes';
import type { LastUpdated } from '../contract/schemas/system';

/** The API's health: up or not, and what the check said. */
export interface HealthStatus {
  isUp: boolean;
  message: string;
  lastChecked: number | null;
}

/** What the health check says (docs/product.md, Messages). */
export const API_UNREACHABLE = 'API unreachable';
export const CHECK_FAILED = 'Check failed';

export const $health = map<HealthStatus>({ isUp: true, message: '', lastChecked: null });

/** When the scores and boards last changed, as the last health check read them (null until then). */
export const $lastUpdated = atom<LastUpdated | null>(null);

// 'API unreachable' when the server did not answer, 'Check failed' when it answered with an error.
const failureMessage = (error: unknown) =>
  !(error instanceof ApiCallError) || error.status === 0 ? API_UNREACHABLE : CHECK_FAILED;

async function healthCheck(): Promise<Omit<HealthStatus, 'lastChecked'>> {
  try {
    const answer = await callApi(routes.healthCheck, {});
    return { isUp: answer.healthy, message: answer.healthy ? answer.message : CHECK_FAILED };
  } catch (error) {
    reportFailure(error, { check: 'health' });
    return { isUp: false, message: failureMessage(error) };
  }
}

/** Reads when the scores were last updated; the failure's message, or null when it worked. */
async function readLastUpdated(): Promise<string | null> {
  try {
    $lastUpdated.set(await callApi(routes.lastUpdated, {}));
    return null;
  } catch (error) {
    reportFailure(error, { check: 'lastUpdated' });
    return failureMessage(error);
  }
}

/**
 * Asks the API whether it is healthy and when the scores were last updated. Any failure of
 * either marks it down: a failed last-updated fetch means the API is down too.
 */
export async function checkHealth(): Promise<void> {
  const [health, updateFailure] = await Promise.all([healthCheck(), readLastUpdated()]);
  const status = health.isUp && updateFailure ? { isUp: false, message: updateFailure } : health;
  $health.set({ ...status, lastChecked: Date.now() });
}
