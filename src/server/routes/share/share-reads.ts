import type { RouteDeps } from '../../deps';
import { ShareReads } from '../../services/share-reads';

/** The cards and feeds of shared links, from the app's kept reads. */
export function shareReads({ config, database, reads, cached }: RouteDeps): ShareReads {
  return new ShareReads(database.db, reads, cached, config.siteName);
}
