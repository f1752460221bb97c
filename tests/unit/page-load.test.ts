import { describe, expect, it } from 'vitest';
import { LOCATION_NOT_FOUND, PLAYER_DATA_FAILED, TEAMS_FAILED } from '../../src/domain/messages';
import type { Db } from '../../src/server/db/client';
import { loadLeaguePage } from '../../src/server/pages/league-page';
import { loadPage, venueOfAddress } from '../../src/server/pages/page-load';
import { loadPlayerPage } from '../../src/server/pages/player-page';
import type { CachedReads } from '../../src/server/services/cached-reads';
import { notFound } from '../../src/server/services/errors';

/** What PostgreSQL answers when a statement outlasts its time-out. */
const statementTimeout = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/** A database whose every statement times out. */
const timingOut = new Proxy({} as Db, {
  get() {
    throw statementTimeout();
  },
});

describe('page loading: one result, one error mapping', () => {
  it('maps what a service did not find to a 404 with its message, and a busy database to a 503', async () => {
    expect(await loadPage('Unavailable', async () => ({ n: 1 }))).toEqual({ kind: 'ok', n: 1 });
    expect(
      await loadPage('Unavailable', async () => {
        throw notFound('Player not found');
      }),
    ).toEqual({ kind: 'error', message: 'Player not found', status: 404 });
    expect(
      await loadPage('Unavailable', async () => {
        throw statementTimeout();
      }),
    ).toEqual({ kind: 'error', message: 'Unavailable', status: 503 });
    // Anything else is a fault, not a page state: it goes on to be a 500.
    await expect(
      loadPage('Unavailable', async () => {
        throw new TypeError('bug');
      }),
    ).rejects.toThrow('bug');
  });

  it('reads a venue id from the address: a 404 for a number no venue can have', () => {
    expect(venueOfAddress('7')).toEqual({ id: 7 });
    expect(venueOfAddress('0')).toEqual({ kind: 'error', message: LOCATION_NOT_FOUND, status: 404 });
    expect(venueOfAddress('99999999999')).toMatchObject({ kind: 'error', status: 404 });
    expect(venueOfAddress('x')).toEqual({ kind: 'invalid', problem: 'Missing location id' });
    expect(venueOfAddress(undefined)).toEqual({ kind: 'invalid', problem: 'Missing location id' });
  });

  it('answers 503 on a player page when a read after the player data times out, not 500', async () => {
    const head = { playerName: 'Ann', locationId: 1 };
    const cached = {
      playerData: async () => ({
        playerId: 1,
        json: { body: new TextEncoder().encode(JSON.stringify(head)) },
        head,
      }),
      locations: async () => {
        throw statementTimeout();
      },
      // The venue's player count, for the position's context ('#60 of 412 at Leeds').
      venue: async () => {
        throw statementTimeout();
      },
    } as unknown as CachedReads;
    const request = new Request('http://localhost/player/Ann/location/1/summary');
    const page = await loadPlayerPage({ cached, database: { db: timingOut } as never }, request, {
      locationId: '1',
    });
    expect(page).toEqual({ kind: 'error', message: PLAYER_DATA_FAILED, status: 503 });
  });

  it('answers 503 on the league page when the teams cannot be read', async () => {
    const page = await loadLeaguePage(
      { database: { db: timingOut } as never },
      { playerName: 'Ann', locationId: '1' },
    );
    expect(page).toEqual({ kind: 'error', message: TEAMS_FAILED, status: 503 });
    expect(await loadLeaguePage({ database: { db: timingOut } as never }, { locationId: '1' })).toEqual({
      kind: 'invalid',
      problem: 'Missing player name',
    });
  });
});
