import type { Database } from './db/client';
import { bumpDataVersion, DATA_CHANNEL, readDataVersion } from './services/data-version';

/** How often the version is read again, in case a notification was missed (a dropped connection). */
const POLL_MS = 1000;

/**
 * The data version this process serves answers for (see bumpDataVersion). Every cached answer,
 * page and venue summary is keyed by it, so a write anywhere is seen here as soon as the version
 * moves: at once after a write through this process, at the writer's commit through PostgreSQL's
 * LISTEN/NOTIFY from another one, and within a second by polling if a notification was lost.
 */
export class DataVersion {
  #current = 0;
  #stops: Array<() => void | Promise<void>> = [];
  readonly #listeners = new Set<(version: number) => void>();

  constructor(private readonly database: Database) {}

  /** The version answers are computed for now. */
  get current(): number {
    return this.#current;
  }

  /** Reads the version, then follows it: notifications, and a poll as a safety net. */
  async start(pollMs = POLL_MS): Promise<void> {
    // A server started while the database is away still starts (its reads answer 503) and
    // picks the version up from the poll once the database is back.
    await this.refresh().catch(() => {});
    const stopListening = await this.database.listen(DATA_CHANNEL, () => void this.refresh().catch(() => {}));
    const poll = setInterval(() => void this.refresh().catch(() => {}), pollMs);
    poll.unref();
    this.#stops.push(stopListening, () => clearInterval(poll));
  }

  /** Reads the version from the database; listeners hear of a change. */
  async refresh(): Promise<void> {
    const version = await readDataVersion(this.database.db);
    if (version === this.#current) return;
    this.#current = version;
    for (const listener of this.#listeners) listener(version);
  }

  /** Records a change made by this process and serves the new version at once. */
  async bump(): Promise<void> {
    await bumpDataVersion(this.database.db);
    await this.refresh();
  }

  /** Calls `listener` with each new version; returns the unsubscribe. */
  onChange(listener: (version: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async stop(): Promise<void> {
    for (const stop of this.#stops.splice(0)) await stop();
  }
}
