import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { applyCatalog, catalogProblem, ImportCatalog } from '../../jobs/import/catalog';

/**
 * The body: a catalog (ImportCatalog, documented as it is). A body that is not one is refused as
 * one problem naming its field ('Not a valid catalog: rooms.0.id: ...'), before anything reaches
 * the database (a NUL or an id beyond its integer columns would fail there, as a 500).
 */
const CatalogBody = z.preprocess((value, ctx) => {
  const catalog = ImportCatalog.safeParse(value);
  if (catalog.success) return catalog.data;
  ctx.addIssue({ code: 'custom', message: catalogProblem(catalog.error), input: value });
  return value;
}, ImportCatalog);

/** Adds rooms, games and venues from a catalog; never deletes. */
export const ingestCatalog = defineEndpoint(
  {
    name: 'ingestCatalog',
    method: 'POST',
    path: '/api/ingest/catalog',
    throttle: 'ingest',
    summary: 'Adds rooms, games and venues from a catalog (never deletes)',
    tag: 'Operations',
    access: 'ingest',
    body: CatalogBody,
    response: z.object({ applied: z.literal(true) }),
    errors: { 400: 'Not a valid catalog: the message names the field' },
  },
  ({ database }) =>
    async ({ body }) => {
      await database.forJobs().db.transaction((tx) => applyCatalog(tx, body));
      return { applied: true as const };
    },
);
