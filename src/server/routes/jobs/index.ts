import { ingest } from './ingest';
import { ingestCatalog } from './ingest-catalog';
import { rollover } from './rollover';

/** Score import, catalog import and the rollover, for the venue feed and operators (bearer token). */
export const jobEndpoints = [ingest, ingestCatalog, rollover] as const;
