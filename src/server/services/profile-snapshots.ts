import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CachedProfile } from '../../contract/schemas/players';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { locations, players, playerTotals, profileSnapshots, trackedProfiles } from '../db/schema';
import { excluded } from '../db/sql';
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
  const targets = await db
    .select({
      playerId: trackedProfiles.playerId,
      playerName: players.name,
      locationId: locations.id,
      locationName: locations.name,
      city: locations.city,
    })
    .from(trackedProfiles)
    .innerJoin(players, eq(players.id, trackedProfiles.playerId))
    .innerJoin(playerTotals, eq(playerTotals.playerId, trackedProfiles.playerId))
    .innerJoin(locations, eq(locations.id, playerTotals.locationId))
    .where(
      playerIds ? sql`${trackedProfiles.playerId} = any(${sql.param([...playerIds])}::int[])` : undefined,
    )
    .orderBy(asc(trackedProfiles.playerId), asc(locations.id));
  // Profiles at the same venue replay the same changes since the cutoff: once per venue. A lone
  // profile (the track command's) replays only what it needs.
  const perVenue = new Map<number, number>();
  for (const t of targets) perVenue.set(t.locationId, (perVenue.get(t.locationId) ?? 0) + 1);
  const replays = new Map<number, VenueReplay>();
  for (const t of targets) {
    let venue = replays.get(t.locationId);
    if (!venue && (perVenue.get(t.locationId) ?? 0) > 1) {
      venue = await venueReplay(db, t.locationId, cutoff);
      replays.set(t.locationId, venue);
    }
    const profile = await profileAsOf(
      db,
      { id: t.playerId, name: t.playerName },
      { id: t.locationId, name: t.locationName, city: t.city },
      cutoff,
      yearFrom,
      venue,
    );
    await db
      .insert(profileSnapshots)
      .values({ day, playerId: t.playerId, locationId: t.locationId, profile, takenAt: sql`now()` })
      .onConflictDoUpdate({
        target: [profileSnapshots.day, profileSnapshots.playerId, profileSnapshots.locationId],
        set: { profile: excluded(profileSnapshots.profile), takenAt: excluded(profileSnapshots.takenAt) },
      });
  }
  return targets.length;
}

/** The latest snapshot per venue of a tracked player, keyed by venue name; empty when untracked. */
export async function cachedProfiles(db: Db, playerId: number): Promise<Record<string, CachedProfile>> {
  const rows = await db
    .selectDistinctOn([profileSnapshots.locationId], {
      locationName: locations.name,
      day: sql<string>`${profileSnapshots.day}::text`,
      profile: profileSnapshots.profile,
    })
    .from(profileSnapshots)
    .innerJoin(trackedProfiles, eq(trackedProfiles.playerId, profileSnapshots.playerId))
    .innerJoin(locations, eq(locations.id, profileSnapshots.locationId))
    .where(eq(profileSnapshots.playerId, playerId))
    .orderBy(asc(profileSnapshots.locationId), desc(profileSnapshots.day));
  return Object.fromEntries(
    rows.map((r) => [r.locationName, { ...(r.profile as Omit<CachedProfile, 'day'>), day: r.day }]),
  );
}

const latestSnapshot = preparedRead((db) =>
  db
    .select({ day: sql<string>`${profileSnapshots.day}::text`, profile: profileSnapshots.profile })
    .from(profileSnapshots)
    .innerJoin(trackedProfiles, eq(trackedProfiles.playerId, profileSnapshots.playerId))
    .where(
      and(
        eq(profileSnapshots.playerId, sql.placeholder('player')),
        eq(profileSnapshots.locationId, sql.placeholder('venue')),
      ),
    )
    .orderBy(desc(profileSnapshots.day))
    .limit(1)
    .prepare('latest_snapshot'),
);

/** The latest snapshot of a tracked player at one venue; undefined when untracked there. */
export async function cachedProfileAt(
  db: Db,
  playerId: number,
  locationId: number,
): Promise<CachedProfile | undefined> {
  const [row] = await latestSnapshot(db).execute({ player: playerId, venue: locationId });
  return row ? { ...(row.profile as Omit<CachedProfile, 'day'>), day: row.day } : undefined;
}
