import { errorBody } from './http/error-body';
import { getRuntime } from './runtime';

/**
 * Hands a request under one of the API's prefixes to the Hono app: the way in when Astro has the
 * request (the dev server, and production while the HTTP server's own way in is starting).
 */
export async function handleApi(request: Request, clientAddress: string): Promise<Response> {
  let runtime: Awaited<ReturnType<typeof getRuntime>>;
  try {
    runtime = await getRuntime();
  } catch (error) {
    console.error('The server could not start its runtime:', error);
    return Response.json(
      errorBody('unavailable', 'The service is starting or unavailable. Please try again shortly.'),
      { status: 503 },
    );
  }
  // The client's address, for rate limits.
  return runtime.api.fetch(request, { clientAddress });
}
