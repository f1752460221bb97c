import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
