import { healthCheck } from './health-check';
import { lastUpdated } from './last-updated';
import { openapi } from './openapi';

/** Health check, last-updated stamps and this API's description. */
export const systemEndpoints = [healthCheck, lastUpdated, openapi] as const;
