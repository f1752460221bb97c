import { sql } from 'drizzle-orm';
import type { CachedProfile } from '../../contract/schemas/players';
import { type Db, queryRows } from '../db/client';
import { profileAsOf, type VenueReplay, venueReplay } from './player-data';

/**
 * Snapshots the profile of every tracked player (or of `playerIds`) at each venue they play, as it
 * stood at `cutoff`, under `day`. A repeated run replaces the rows with identical ones.
 */
export async function snapshotTrackedProfiles(
  db: Db,
  day: string,
  cutoff: Date,
  yearFrom: Date,
  playerIds?: readonly number[],
): Promise<number> {
  const onlyThese = playerIds ? sql`and tp.player_id = any(${sql.param([...playerIds])}::int[])` : sql``;
  const targets = await queryRows<{
    player_id: number;
    player_name: string;
    location_id: number;
    location_name: string;
    city: string;
  }>(
    db,
    sql`
    select tp.player_id, p.name as player_name, l.id as location_id, l.name as location_name, l.city
    from tracked_profiles tp
    join players p on p.id = tp.player_id
    join player_totals t on t.player_id = tp.player_id
    join locations l on l.id = t.location_id
    where true ${onlyThese}
    order by tp.player_id, l.id`,
  );
  // Profiles at the same venue replay the same changes since the cutoff: once per venue. A lone
  // profile (the track command's) replays only what it needs.
  const perVenue = new Map<number, number>();
  for (const t of targets) perVenue.set(t.location_id, (perVenue.get(t.location_id) ?? 0) + 1);
  const replays = new Map<number, VenueReplay>();
  for (const t of targets) {
    let venue = replays.get(t.location_id);
    if (!venue && (perVenue.get(t.location_id) ?? 0) > 1) {
      venue = await venueReplay(db, t.location_id, cutoff);
      replays.set(t.location_id, venue);
    }
    const profile = await profileAsOf(
      db,
      { id: t.player_id, name: t.player_name },
      { id: t.location_id, name: t.location_name, city: t.city },
      cutoff,
      yearFrom,
      venue,
    );
    await db.execute(sql`
      insert into profile_snapshots (day, player_id, location_id, profile, taken_at)
      values (${day}::date, ${t.player_id}, ${t.location_id}, ${JSON.stringify(profile)}::jsonb, now())
      on conflict (day, player_id, location_id) do update set profile = excluded.profile, taken_at = excluded.taken_at`);
  }
  return targets.length;
}

/** The latest snapshot per venue of a tracked player, keyed by venue name; empty when untracked. */
export async function cachedProfiles(db: Db, playerId: number): Promise<Record<string, CachedProfile>> {
  const rows = await queryRows<{ location_name: string; day: string; profile: Omit<CachedProfile, 'day'> }>(
    db,
    sql`
    select distinct on (s.location_id) l.name as location_name, s.day::text as day, s.profile
    from profile_snapshots s
    join tracked_profiles tp on tp.player_id = s.player_id
    join locations l on l.id = s.location_id
    where s.player_id = ${playerId}
    order by s.location_id, s.day desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.location_name, { ...r.profile, day: r.day }]));
}

/** The latest snapshot of a tracked player at one venue; undefined when untracked there. */
export async function cachedProfileAt(
  db: Db,
  playerId: number,
  locationId: number,
): Promise<CachedProfile | undefined> {
  const [row] = await queryRows<{ day: string; profile: Omit<CachedProfile, 'day'> }>(
    db,
    sql`
    select s.day::text as day, s.profile
    from profile_snapshots s join tracked_profiles tp on tp.player_id = s.player_id
    where s.player_id = ${playerId} and s.location_id = ${locationId}
    order by s.day desc limit 1`,
  );
  return row ? { ...row.profile, day: row.day } : undefined;
}
