import type { APIRoute } from 'astro';
import { errorBody } from './http/error-body';
import { getRuntime } from './runtime';

/** Hands a request under one of the API prefixes to the Hono app. */
export const handleApi: APIRoute = async ({ request, clientAddress }) => {
  let runtime: Awaited<ReturnType<typeof getRuntime>>;
  try {
    runtime = await getRuntime();
  } catch (error) {
    console.error('The server could not start its runtime:', error);
    return Response.json(
      errorBody('unavailable', 'The service is starting or unavailable. Please try again shortly.'),
      {
        status: 503,
      },
    );
  }
  // The client's address, for rate limits.
  return runtime.api.fetch(request, { clientAddress });
};
