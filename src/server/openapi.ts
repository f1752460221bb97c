import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Endpoint } from '../contract/endpoints';
import { endpoints } from '../contract/endpoints';
import { pathParamNames } from '../contract/route';
import { ApiErrorBody } from '../contract/schemas/common';
import { endpointList } from './endpoints';
import { SECURITY_SCHEMES } from './http/documented-responses';
import { OPENAPI_INFO, OPENAPI_SERVERS, OPENAPI_TAGS } from './openapi-info';

type JsonSchema = Record<string, unknown>;

const components: Record<string, JsonSchema> = {};

/**
 * A zod schema as OpenAPI 3.1 JSON Schema. Schemas named with `.meta({ id })` become shared
 * components referenced by `$ref`.
 */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const { $defs, $schema: _drop, ...rest } = json;
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = rewriteRefs(def) as JsonSchema;
  return rewriteRefs(rest) as JsonSchema;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string'
          ? v.replace('#/$defs/', '#/components/schemas/')
          : rewriteRefs(v),
      ]),
    );
  }
  return value;
}

function objectFields(
  schema: z.ZodType | undefined,
  io: 'input' | 'output',
): Array<[string, JsonSchema, boolean]> {
  if (!schema) return [];
  const json = schemaOf(schema, io) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => [
    name,
    s,
    (json.required ?? []).includes(name),
  ]);
}

const SECURITY: Partial<Record<Endpoint['access'], Array<Record<string, string[]>>>> = {
  ingest: [{ ingestToken: [] }],
  user: [{ session: [], antiForgery: [] }],
  admin: [{ session: [], antiForgery: [] }],
};

function operation(name: string, e: Endpoint): JsonSchema {
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const parameters = [
    ...objectFields(e.params, 'input').map(([n, s]) => ({ name: n, in: 'path', required: true, schema: s })),
    ...objectFields(e.query, 'input').map(([n, s, required]) => ({
      name: n,
      in: 'query',
      required,
      schema: s,
    })),
  ];
  const body = e.consumes
    ? { required: true, content: { [e.consumes]: { schema: { type: 'string' } } } }
    : e.body
      ? { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input') } } }
      : undefined;
  const ok = e.produces
    ? { description: 'OK', content: { [e.produces]: { schema: { type: 'string' } } } }
    : {
        description: 'OK',
        content: { 'application/json': { schema: e.response ? schemaOf(e.response, 'output') : {} } },
      };
  const responses: Record<string, unknown> = { 200: ok };
  for (const [status, why] of Object.entries(e.errors ?? {}))
    responses[status] = { description: why, content: errorBody };
  const security = SECURITY[e.access];
  return {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: security ?? [],
    'x-access': e.access,
    ...(e.caching === 'shared'
      ? { 'x-caching': 'Shared caches may keep it a minute (s-maxage), then revalidate by ETag (304)' }
      : {}),
    // Requests a minute per client, from that configuration variable (429 beyond).
    ...(e.throttle ? { 'x-rate-limit': `RATE_LIMIT_${e.throttle.toUpperCase()}` } : {}),
  };
}

let cached: JsonSchema | undefined;

/** The document of the endpoints defined in files of their own, from their @hono/zod-openapi routes. */
function definedDocument(): JsonSchema {
  const app = new OpenAPIHono();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  for (const endpoint of endpointList) app.openAPIRegistry.registerPath(endpoint.openapi);
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: OPENAPI_SERVERS,
  }) as unknown as JsonSchema;
}

/** The OpenAPI 3.1 document of the API, generated from the endpoints' zod schemas. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const defined = definedDocument() as {
    paths: Record<string, Record<string, JsonSchema>>;
    components: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, JsonSchema> };
  };
  // Registers the error body (its id makes it the Error component).
  schemaOf(ApiErrorBody, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = { ...defined.paths };
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    paths[e.route.path] = { ...paths[e.route.path], [e.route.method.toLowerCase()]: operation(name, e) };
    if (pathParamNames(e.route.path).length !== (e.params ? objectFields(e.params, 'input').length : 0)) {
      throw new Error(`${name}: path parameters and schema disagree`);
    }
  }
  cached = {
    ...defined,
    tags: OPENAPI_TAGS,
    paths,
    components: {
      ...defined.components,
      schemas: { ...components, ...defined.components.schemas },
    },
  };
  return cached;
}
