import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LookupScreen } from '../../src/islands/classic/lookup/LookupScreen';
import { unavailable } from '../../src/server/http/errors';
import { $boundPlayers } from '../../src/stores/bound-players';
import { $health, CHECK_FAILED } from '../../src/stores/health';
import { stubApiPerTest } from './stub-per-test';

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
