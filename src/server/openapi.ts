import { OpenAPIHono } from '@hono/zod-openapi';
import { endpointList } from './endpoints';
import { SECURITY_SCHEMES } from './http/documented-responses';
import { OPENAPI_INFO, OPENAPI_SERVERS, OPENAPI_TAGS } from './openapi-info';

type JsonSchema = Record<string, unknown>;

let cached: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 document of the API, built by @hono/zod-openapi from the endpoints' own routes:
 * the schemas that validate requests are the ones documented.
 */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const app = new OpenAPIHono();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  for (const endpoint of endpointList) app.openAPIRegistry.registerPath(endpoint.openapi);
  cached = {
    ...app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: OPENAPI_SERVERS,
      tags: OPENAPI_TAGS,
    }),
  };
  return cached;
}
