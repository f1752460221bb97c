/**
 * The browser's route list, `src/contract/routes.ts`, written from the endpoints' definitions:
 * each endpoint's method and path, and its params, query, body and answer types named by the
 * contract schemas its declaration uses. The list imports only the contract (types from its
 * schemas, `route` from route.ts), so no zod and nothing of the server reaches the browser, and
 * nothing is written twice: `npm run docs:api` writes it, and a unit test fails when it is stale.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Access, AnyEndpoint } from '../../src/server/http/endpoint';

export const ROUTES_FILE = 'src/contract/routes.ts';
const SCHEMAS_DIR = 'src/contract/schemas';

/** Where a contract schema is exported: its module (as a namespace name) and file, and its name. */
interface SchemaName {
  namespace: string;
  file: string;
  name: string;
}

/** Every schema the contract exports, by value (an endpoint's declaration holds the same objects). */
async function schemaNames(root: string): Promise<Map<unknown, SchemaName>> {
  const names = new Map<unknown, SchemaName>();
  const files = readdirSync(path.join(root, SCHEMAS_DIR)).filter((f) => f.endsWith('.ts'));
  for (const file of files.sort()) {
    const exports: Record<string, unknown> = await import(path.join(root, SCHEMAS_DIR, file));
    const base = file.replace(/\.ts$/, '');
    const namespace = base.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    for (const [name, value] of Object.entries(exports))
      if (!names.has(value)) names.set(value, { namespace, file: base, name });
  }
  return names;
}

type Part = 'params' | 'query' | 'body' | 'response';

/** Who calls an endpoint that no browser does. */
const MACHINE_ACCESS = new Set<Access>(['ingest', 'discord']);

/**
 * The module's text for these endpoints, in their list's order. The types are the ones an
 * endpoint's definition gives its callers: params as parsed, query and body as sent, the answer as
 * its schema gives it.
 */
export async function routesModule(endpoints: readonly AnyEndpoint[], root = process.cwd()): Promise<string> {
  const names = await schemaNames(root);
  const used = new Map<string, string>();
  const missing: string[] = [];
  const nameOf = (schema: z.ZodType, io: 'Out' | 'In'): string | undefined => {
    const named = names.get(schema);
    if (named) {
      used.set(named.namespace, named.file);
      return `${io}<typeof ${named.namespace}.${named.name}>`;
    }
    // A list of a contract schema (`z.array(Badge)`) is written as such.
    const { def } = schema._zod;
    const element =
      def.type === 'array' ? nameOf((def as z.core.$ZodArrayDef).element as z.ZodType, io) : undefined;
    return element && `Array<${element}>`;
  };
  const typeOf = (endpoint: AnyEndpoint, part: Part, io: 'Out' | 'In') => {
    const schema: z.ZodType | undefined = endpoint[part];
    if (schema === undefined) return part === 'response' ? 'unknown' : 'undefined';
    const type = nameOf(schema, io);
    if (type === undefined) missing.push(`${endpoint.name}'s ${part}`);
    return type ?? 'never';
  };
  const lines = endpoints.map((e) => {
    // What machines call (the score feed, Discord) has its types on the server only: the browser
    // never calls it, and the HTTP server's method check needs only its method and path.
    if (MACHINE_ACCESS.has(e.access)) return `  ${e.name}: route('${e.method}', '${e.path}'),`;
    const types = [
      typeOf(e, 'params', 'Out'),
      typeOf(e, 'query', 'In'),
      typeOf(e, 'body', 'In'),
      typeOf(e, 'response', 'Out'),
    ];
    return `  ${e.name}: route<${types.join(', ')}>('${e.method}', '${e.path}'),`;
  });
  if (missing.length > 0)
    throw new Error(
      `The browser's route list names an endpoint's schemas by their export from ${SCHEMAS_DIR}/; not exported: ${missing.join(', ')}`,
    );
  const imports = [...used]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([namespace, file]) => `import type * as ${namespace} from './schemas/${file}';`);
  return [
    "// Written by `npm run docs:api` from the endpoints' definitions (src/server/routes/): change those,",
    '// never this file (tests/unit/route.test.ts fails when it is out of date).',
    "import type { z } from 'zod';",
    "import { route } from './route';",
    ...imports,
    '',
    'type Out<S extends z.ZodType> = z.output<S>;',
    'type In<S extends z.ZodType> = z.input<S>;',
    '',
    "/** Every route of the API by name, for the browser's client: its method, path and types only. */",
    'export const routes = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
