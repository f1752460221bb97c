import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BadgesTab } from '../../src/islands/admin/BadgesTab';
import { PlayerLinksTab } from '../../src/islands/admin/PlayerLinksTab';
import { createSession } from '../../src/server/auth/sessions';
import { queryRows } from '../../src/server/db/client';
import { addBadge, adminBadges } from '../../src/stores/admin-badges';
import { CHALLENGE_ERRORS, editedChallenge, loadChallenge } from '../../src/stores/admin-challenges';
import {
  addLocation,
  adminLocations,
  LOCATION_ERRORS,
  renameLocation,
} from '../../src/stores/admin-locations';
import { PLAYER_LINK_ERRORS } from '../../src/stores/admin-player-links';
import { startTestApi, TEST_NOW, type TestApi } from '../api/harness';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { serveOverHttp } from '../support/http-api';

/**
 * The admin stores and tabs against the real API over HTTP on a seeded database, with a real
 * admin session. Changes are covered end to end in tests/e2e/admin-*.spec.ts: under happy-dom the
 * Node HTTP adapter fails to read a request body (a 500), so only reads go over HTTP here.
 */
let api: TestApi;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let adminCookie = '';

const setUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
/** Replaces the page's cookies (the session cookie is HttpOnly in a browser; happy-dom lets a test set it). */
function useCookies(cookies: string[]): void {
  const jar = document as unknown as { cookie: string };
  for (const c of jar.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) Reflect.set(jar, 'cookie', `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
  for (const c of cookies) Reflect.set(jar, 'cookie', `${c}; path=/`);
}

beforeAll(async () => {
  api = await startTestApi();
  http = await serveOverHttp(api);
  const [admin] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into users (email, role) values ('boss@example.com', 'admin') returning id`,
  );
  adminCookie = `arcade_session=${await createSession(api.database.db, api.config, admin?.id ?? 0, TEST_NOW)}`;
  // A hostile badge, as an admin could have typed it.
  await api.database.db.execute(
    sql`insert into badges (title, description, stars) values (${HOSTILE_NAMES[0]}, ${HOSTILE_NAMES[1]}, 1)`,
  );
});
afterAll(async () => {
  await http.close();
  await api.close();
});
beforeEach(() => {
  setUrl(`${http.origin}/admin`);
  useCookies([adminCookie]);
});

describe('the locations store', () => {
  it('loads the venues for an admin', async () => {
    await adminLocations.load();
    const state = adminLocations.$state.get();
    expect(state.error).toBeNull();
    expect(state.data.length).toBeGreaterThan(0);
    expect(state.data.some((l) => l.players > 0)).toBe(true);
  });

  it('sends nothing for a blank name, and leaves the list as it is', async () => {
    await adminLocations.load();
    const before = adminLocations.$state.get().data;
    expect(await addLocation(' \t ')).toBe(false);
    expect(await renameLocation(before[0]?._id ?? 0, '   ')).toBe(false);
    expect(adminLocations.$state.get().data).toBe(before);
    expect(adminLocations.$actionError.get()).toBeNull();
  });

  it("empties the list and says 'Failed to fetch locations' for a visitor who is not an admin", async () => {
    useCookies([]);
    await adminLocations.load();
    expect(adminLocations.$state.get()).toEqual({ loading: false, error: LOCATION_ERRORS.fetch, data: [] });
  });
});

describe('the badges store', () => {
  it('sends nothing unless both title and description are set', async () => {
    await adminBadges.load();
    const before = adminBadges.$state.get().data;
    expect(await addBadge('Title only', '  ')).toBe(false);
    expect(await addBadge('', 'Description only')).toBe(false);
    expect(adminBadges.$state.get().data).toBe(before);
  });
});

describe('the challenge store', () => {
  it("a missing challenge, or an id that is not one, is 'Challenge not found'", async () => {
    await loadChallenge(999_999);
    expect(editedChallenge.$state.get().error).toBe(CHALLENGE_ERRORS.notFound);
    await loadChallenge(0);
    expect(editedChallenge.$state.get().error).toBe(CHALLENGE_ERRORS.notFound);
  });

  it('loads an existing challenge with its records best first', async () => {
    const [row] = await queryRows<{ id: number }>(api.database.db, sql`select id from challenges limit 1`);
    await loadChallenge(row?.id ?? 0);
    const challenge = editedChallenge.$state.get().data[0];
    expect(challenge?._id).toBe(row?.id);
    const scores = challenge?.scoreRecords.map((r) => r.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('the Badges tab', () => {
  it('renders a hostile title as text, keeps Add disabled until both fields are filled, and sorts', async () => {
    const user = userEvent.setup();
    render(<BadgesTab />);
    const table = await screen.findByRole('table', { name: 'Badges' });
    expect(within(table).getByText(HOSTILE_NAMES[0] ?? '')).toBeTruthy();
    expect(table.querySelector('img, script')).toBeNull();

    const add = screen.getByRole('button', { name: 'Add badge' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Badge title'), 'Half');
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Badge description'), 'Done');
    expect(add.disabled).toBe(false);

    const title = screen.getByRole('columnheader', { name: /Title/ });
    const description = screen.getByRole('columnheader', { name: /Description/ });
    const titles = () =>
      [...table.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent ?? '');
    await user.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    const ascending = titles();
    await user.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('descending');
    expect(titles()).toEqual([...ascending].reverse());
    await user.click(within(description).getByRole('button'));
    expect(description.getAttribute('aria-sort')).toBe('ascending');
    expect(title.getAttribute('aria-sort')).toBe('none');
  });
});

describe('the Player Links tab', () => {
  it('says there are no requests yet when there are none', async () => {
    render(<PlayerLinksTab />);
    expect(await screen.findByText('No player link requests yet.')).toBeTruthy();
  });

  it('shows the failure text instead of the tables when the list cannot be fetched', async () => {
    useCookies([]);
    render(<PlayerLinksTab />);
    expect((await screen.findByRole('alert')).textContent).toBe(PLAYER_LINK_ERRORS.fetch);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
