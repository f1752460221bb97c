import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookupScreen } from '../../src/islands/classic/lookup/LookupScreen';
import { $boundPlayers } from '../../src/stores/bound-players';
import { $health } from '../../src/stores/health';
import { startTestApi, type TestApi } from '../api/harness';
import { serveOverHttp } from '../support/http-api';

let api: TestApi;
let http: Awaited<ReturnType<typeof serveOverHttp>>;

beforeAll(async () => {
  api = await startTestApi();
  http = await serveOverHttp(api);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${http.origin}/`);
  // The API runs, but its database is gone: the health check reports it unhealthy.
  await api.database.close();
});
afterAll(async () => {
  await http.close();
});

describe('the lookup screen while the API is down', () => {
  it("shows the banner naming the author, disables the search and hides the bound players' Go", async () => {
    $boundPlayers.set({ me: 'Somebody' });
    render(<LookupScreen authorName="Alex" />);
    const banner = await screen.findByText('API is down - ping Alex on Discord');
    expect(banner.getAttribute('role')).toBe('alert');
    expect($health.get().isUp).toBe(false);
    expect((screen.getByLabelText('Enter profile name or bound key') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    const list = screen.getByRole('list');
    expect(within(list).getByText('me')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^Go/ })).toBeNull());
  });
});
