// The backend's /lastUpdated route is the Hono app's (src/server/app.ts).
import { handleApi } from '../server/astro-bridge';

export const ALL = handleApi;
