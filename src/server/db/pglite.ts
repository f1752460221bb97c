import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm: name suggestions' similarity index). PGlite
 * links an extension in only when it is opened with it, so every PGlite this project opens
 * (server, jobs, tests, scripts) goes through here.
 */
const EXTENSIONS = { pg_trgm } as const;

/** Opens PGlite in `dataDir` (in memory without one) with the extensions the schema uses. */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: EXTENSIONS });
}
