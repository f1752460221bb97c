import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_DOWN } from '../../src/domain/messages';
import { ClassicApp } from '../../src/islands/classic/ClassicApp';
import { LookupScreen } from '../../src/islands/classic/lookup/LookupScreen';
import { HealthGate } from '../../src/islands/shell/HealthGate';
import { unavailable } from '../../src/server/http/errors';
import { $boundPlayers } from '../../src/stores/bound-players';
import { clearLookup } from '../../src/stores/classic-lookup';
import { clearPlayer } from '../../src/stores/classic-player';
import { navigate, openPlayer } from '../../src/stores/classic-route';
import { $health, API_UNREACHABLE, CHECK_FAILED } from '../../src/stores/health';
import { stubTheWorld, venuesOf } from '../support/stub-world';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

// The API runs, but its database is gone: the health check answers, reporting it unhealthy (as
// src/server/services/health.ts words it), and every read that needs the database is a 503.
const api = stubApiPerTest((stub) =>
  stub
    .on('healthCheck', () => ({
      healthy: false,
      message: 'Database unreachable: The embedded database is closed',
    }))
    .on('lastUpdated', () => {
      throw unavailable();
    }),
);

describe('the lookup screen while the API is down', () => {
  it("shows the banner naming the author, disables the search and hides the bound players' Go", async () => {
    $boundPlayers.set({ me: 'Somebody' });
    render(<LookupScreen authorName="Alex" />);
    const banner = await screen.findByText('API is down - ping Alex on Discord');
    expect(banner.getAttribute('role')).toBe('alert');
    expect($health.get()).toMatchObject({ isUp: false, message: CHECK_FAILED });
    expect(api.stub.calls('healthCheck').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Enter profile name or bound key') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    const list = screen.getByRole('list');
    expect(within(list).getByText('me')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^Go/ })).toBeNull());
  });
});

// What tests/e2e/classic-lookup.spec.ts and last-updated.spec.ts checked in a browser: the API
// unreachable, then back; and a failed last-updated read marking it down in both UIs.
describe('the API down, and back', () => {
  beforeEach(() => {
    clearPlayer();
    clearLookup();
    navigate({ kind: 'lookup' }, { replace: true });
    $health.set({ isUp: true, message: '', lastChecked: null });
    $boundPlayers.set({ me: 'Somebody' });
  });

  it('disables the search while nothing answers, and a lookup screen shown once it answers again has none of it', async () => {
    // Nothing listens there: the health check cannot connect.
    pointClientAt('http://127.0.0.1:9');
    const down = render(<LookupScreen authorName="Alex" />);
    const banner = await screen.findByText('API is down - ping Alex on Discord');
    expect(banner.getAttribute('role')).toBe('alert');
    expect($health.get()).toMatchObject({ isUp: false, message: API_UNREACHABLE });
    expect((screen.getByLabelText('Enter profile name or bound key') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector('.bound__key')?.textContent).toBe('me');
    expect(screen.queryByRole('button', { name: /^Go/ })).toBeNull();
    down.unmount();

    // It answers again, healthy: the next screen checks on its own (as a reload does).
    pointClientAt(api.stub.origin);
    stubTheWorld(api.stub).on('lastUpdated', () => ({
      players: '2026-11-19T00:00:00.000Z',
      leaderboards: '2026-11-19T00:00:00.000Z',
    }));
    render(<LookupScreen authorName="Alex" />);
    await screen.findByRole('button', { name: 'Go to Somebody' });
    expect(screen.queryByText('API is down - ping Alex on Discord')).toBeNull();
    expect((screen.getByLabelText('Enter profile name or bound key') as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it("marks it down when the last-updated read fails though the health check passes: the older UI's banner and a disabled search", async () => {
    stubTheWorld(api.stub).on('lastUpdated', () => new Response('{}', { status: 500 }));
    const [venue] = venuesOf('Homebody');
    openPlayer('Homebody', venue?.id ?? 0);
    const player = render(<ClassicApp authorName="Alex" />);
    const banner = await screen.findByText('API is down - ping Alex on Discord');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.closest('.player-screen')).not.toBeNull();
    player.unmount();

    navigate({ kind: 'lookup' });
    render(<ClassicApp authorName="Alex" />);
    const search = await screen.findByRole('button', { name: 'Search' });
    await waitFor(() => expect((search as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('API is down - ping Alex on Discord')).toBeTruthy();
  });

  it("marks it down in the newer UI's shell when the last-updated read fails", async () => {
    stubTheWorld(api.stub).on('lastUpdated', () => {
      throw unavailable();
    });
    render(<HealthGate />);
    const gate = await screen.findByRole('alertdialog');
    expect(gate.textContent).toContain(API_DOWN);
    expect($health.get().isUp).toBe(false);
  });
});
