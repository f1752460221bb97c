import { sql } from 'drizzle-orm';
import { playerNameKey } from '../../domain/player-name';
import { insertColumns } from '../db/bulk';
import type { Db } from '../db/client';
import { dailyLookups } from '../db/schema';
import { columnName, excluded } from '../db/sql';
import type { CountedToday } from './counted-today';

type LookupKind = 'search' | 'compare';

interface Pending {
  day: string;
  kind: LookupKind;
  playerId: number;
  /** The player's name key: the day's top is ordered by it after the count. */
  nameKey: string;
  locationId: number;
  count: number;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** How long counts wait in memory before they are written, at most. */
const LOOKUP_FLUSH_MS = 1000;

/**
 * Counts searches and comparisons ("Most Searched", "Most Compared") in memory and writes them in
 * one statement at most every second. Written one by one, a hundred people looking up the same
 * player at once would queue a hundred transactions on one row, each waiting for its commit to
 * reach the disk: the search endpoint ran at a few hundred requests a second.
 *
 * A visitor counts once per player, venue and day however often they look (the statistics say
 * who is popular, not who was asked for in a loop): `counted` remembers the lookups seen today, in
 * PostgreSQL by a keyed hash when processes share it (an address is never written), else in memory.
 *
 * Reads of the daily statistics flush first, so this process always sees its own counts; other
 * processes' counts arrive within a second. A failed write keeps its counts for the next one, and
 * shutting down flushes what is left.
 */
export class LookupCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private writes = 0;
  /** Flushes not settled yet. */
  private flushing = 0;
  /** Counts whose visitor is being checked (counted today already?): a flush waits for them. */
  private readonly checking = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly counted: CountedToday,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly flushMs = LOOKUP_FLUSH_MS,
  ) {}

  /** Counts one search for, or comparison against, a player at a venue on `day` by `visitor`, the first time. */
  count(
    day: string,
    kind: LookupKind,
    player: { id: number; name: string },
    locationId: number,
    visitor: string,
  ): void {
    const check: Promise<void> = this.counted
      .first(day, `${kind}|${player.id}|${locationId}|${visitor}`)
      .then((first) => {
        if (!first) return;
        this.add({
          day,
          kind,
          playerId: player.id,
          nameKey: playerNameKey(player.name),
          locationId,
          count: 1,
        });
        this.schedule();
      })
      .catch(this.onError)
      .finally(() => this.checking.delete(check));
    this.checking.add(check);
  }

  /** How many writes have stored counts so far: answers computed before the latest one are out of date. */
  get generation(): number {
    return this.writes;
  }

  /** Writes every pending count; resolves once they (and any write under way) are stored. */
  async flush(): Promise<void> {
    // The lookups asked for before this flush are in it, once their visitor is checked.
    if (this.checking.size > 0) await Promise.all(this.checking);
    // Every read of the daily statistics flushes: with nothing to write and nothing being
    // written, there is nothing to wait for either.
    if (this.pending.size === 0 && this.flushing === 0) return;
    this.flushing++;
    this.writing = this.writing
      .catch(() => {})
      .then(() => this.write())
      .finally(() => this.flushing--);
    return this.writing;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, this.flushMs);
    // Pending counts never keep a process alive; shutting down flushes them.
    this.timer.unref();
  }

  private add(entry: Pending): void {
    const key = `${entry.day}|${entry.kind}|${entry.playerId}|${entry.locationId}`;
    const known = this.pending.get(key);
    if (known) known.count += entry.count;
    else this.pending.set(key, { ...entry });
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    const d = dailyLookups;
    this.pending.clear();
    try {
      await insertColumns(
        this.db,
        'daily_lookups',
        {
          day: ['date', batch.map((b) => b.day)],
          kind: ['text', batch.map((b) => b.kind)],
          player_id: ['int', batch.map((b) => b.playerId)],
          name_key: ['text', batch.map((b) => b.nameKey)],
          location_id: ['int', batch.map((b) => b.locationId)],
          count: ['int', batch.map((b) => b.count)],
        },
        sql`on conflict (${columnName(d.day)}, ${columnName(d.kind)}, ${columnName(d.playerId)}, ${columnName(d.locationId)})
            do update set ${columnName(d.count)} = ${d.count} + ${excluded(d.count)}`,
      );
      this.writes++;
    } catch (error) {
      // A player or venue removed meanwhile (foreign key violation): their counts go with them.
      if ((error as { cause?: { code?: string } }).cause?.code === FOREIGN_KEY_VIOLATION) throw error;
      // Otherwise nothing is lost: the counts wait for the next write.
      for (const entry of batch) this.add(entry);
      this.schedule();
      throw error;
    }
  }
}
