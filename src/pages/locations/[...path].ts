// The backend's routes under this prefix are the Hono app's (src/server/app.ts).
import { handleApi } from '../../server/astro-bridge';

export const ALL = handleApi;
