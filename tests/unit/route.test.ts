import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES_FILE, routesModule } from '../../scripts/commands/routes-module';
import { fillPath, pathParamNames } from '../../src/contract/route';
import { routes } from '../../src/contract/routes';
import { endpointList, endpointsByName as endpoints } from '../../src/server/endpoints';
import { API_PREFIXES, isApiPath } from '../../src/server/http/api-paths';

describe('routes', () => {
  it('fill their placeholders, encoding each value once', () => {
    expect(fillPath('/api/x/{name}/loc/{id}', { name: 'a b/ü', id: 4 })).toBe('/api/x/a%20b%2F%C3%BC/loc/4');
    expect(() => fillPath('/api/x/{name}', {})).toThrow(/name/);
  });

  it('each have one endpoint whose param schema covers exactly the path placeholders', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const endpoint of Object.values(endpoints)) {
      const names = pathParamNames(endpoint.path);
      const schema = 'params' in endpoint ? endpoint.params : undefined;
      const shape = schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];
      expect(shape.sort()).toEqual(names.sort());
    }
  });
});

describe("the browser's route list", () => {
  // Written from the endpoints' definitions: a new, renamed or retyped endpoint changes it.
  it('is the one `npm run docs:api` writes from the endpoints as they are', async () => {
    expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(await routesModule(endpointList));
  });
});

describe('the way in', () => {
  // Production's HTTP server and the dev server's middleware both send a request to the API by
  // isApiPath: a route outside the prefixes would be a page in both, a prefix without routes a
  // part of the site's addresses the API swallows.
  it('every route is under an API prefix, and every prefix has routes', () => {
    for (const e of Object.values(endpoints)) expect(isApiPath(e.path), e.path).toBe(true);
    for (const prefix of API_PREFIXES)
      expect(
        Object.values(endpoints).some((e) => e.path === prefix || e.path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
  });
});

describe('docs/api.md', () => {
  it('documents every endpoint (regenerate with npm run docs:api)', () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    for (const e of Object.values(endpoints)) expect(doc).toContain(`### \`${e.method} ${e.path}\``);
  });
});
