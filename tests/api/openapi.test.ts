import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBLE_TEXT_PATTERN } from '../../src/contract/schemas/common';
import { endpointsByName as endpoints } from '../../src/server/endpoints';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/openapi.json', () => {
  it('describes every endpoint of the contract as OpenAPI 3.1, with the error shape', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; parameters?: Array<{ name: string }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const e of Object.values(endpoints)) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      // A redirect's success is its 302 (with Location), everything else's a 200.
      expect(op?.responses[e.produces === 'redirect' ? '302' : '200'], `${e.method} ${e.path}`).toBeDefined();
    }
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['error'] });
    expect(doc.components.schemas.PlayerData).toMatchObject({ type: 'object' });
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });

  it('states every constraint the server enforces on the inputs it refuses', async () => {
    const doc = (await api.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const param = (path: string, name: string) =>
      doc.paths[path]?.get?.parameters?.find((p) => p.name === name)?.schema;
    // An empty code, state or error from a login provider is refused (400).
    for (const name of ['code', 'state', 'error'])
      expect(param('/auth/{provider}/callback', name), name).toMatchObject({ minLength: 1 });
    // A board's address with a control character, or only spaces, is refused; so is an empty list of names.
    expect(param('/api/leaderboards/{city}', 'city')).toMatchObject({ pattern: VISIBLE_TEXT_PATTERN });
    expect(param('/api/players/glance', 'names')).toMatchObject({ minLength: 1 });
    // A field the catalog does not know is refused, at every level.
    const catalog = doc.paths['/api/ingest/catalog']?.post?.requestBody?.content['application/json']?.schema;
    expect(catalog).toMatchObject({
      additionalProperties: false,
      properties: {
        rooms: { items: { additionalProperties: false } },
        locations: { items: { additionalProperties: false } },
      },
    });
  });
});

interface Operation {
  parameters?: Array<{ name: string; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
