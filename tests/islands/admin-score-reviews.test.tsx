import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeldScore, ScoreAuditEntry, VoidedScore } from '../../src/contract/schemas/reviews';
import { XSRF_COOKIE } from '../../src/contract/security';
import { AdminPanel } from '../../src/islands/admin/AdminPanel';
import { ScoreReviewSection } from '../../src/islands/admin/ScoreReviewSection';
import { notFound } from '../../src/server/http/errors';
import { adminLocations } from '../../src/stores/admin-locations';
import { adminHeldScores, adminScoreAudit, adminVoidedScores } from '../../src/stores/admin-reviews';
import { playerData, stubTheWorld } from '../support/stub-world';
import { stubAdmin } from './fixtures/admin';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/**
 * Scores you can trust, in the admin panel (what tests/e2e/held-scores.spec.ts did in a browser on
 * a server of its own): a held 900,000 accepted with a reason, a counted score voided from the
 * Void form and restored, each decision in the review log. Against the stub world, the lists kept
 * in memory as the API keeps them; what a decision does to every figure is the API's tests'
 * (src/server/routes/score-reviews, on PGlite and PostgreSQL).
 */
const ADMIN = { userId: 1, userName: 'Ada Admin' };
const AT = '2026-11-26T20:00:00.000Z';
let held: HeldScore[] = [];
let voided: VoidedScore[] = [];
let log: ScoreAuditEntry[] = [];
let nextId = 1;

const entry = (
  action: ScoreAuditEntry['action'],
  s: Pick<
    HeldScore,
    'playerName' | 'locationId' | 'locationName' | 'gameId' | 'gameName' | 'level' | 'score'
  >,
  reason: string | undefined,
): ScoreAuditEntry => ({
  id: nextId++,
  action,
  ...ADMIN,
  at: AT,
  reason: reason ?? null,
  playerName: s.playerName,
  locationId: s.locationId,
  locationName: s.locationName,
  gameId: s.gameId,
  gameName: s.gameName,
  level: s.level,
  playedAt: AT,
  score: s.score,
});

const api = stubApiPerTest((stub) => {
  stubTheWorld(stub);
  stubAdmin(stub);
  held = [
    {
      id: 41,
      playerName: 'Karma Dancer',
      locationId: 1,
      locationName: 'Leeds Grid',
      gameId: 11,
      gameName: 'Flash Mines',
      level: 2,
      score: 900_000,
      topScore: 4200,
      bound: 8400,
      playedAt: AT,
      heldAt: AT,
    },
    {
      id: 42,
      playerName: 'Misread Max',
      locationId: 2,
      locationName: 'York Strike',
      gameId: 11,
      gameName: 'Flash Mines',
      level: 0,
      score: 90_000_000,
      topScore: 3000,
      bound: 6000,
      playedAt: AT,
      heldAt: AT,
    },
  ];
  voided = [];
  log = [];
  stub
    .on('heldScores', () => held)
    .on('users', () => [])
    .on('voidedScores', () => voided)
    .on('scoreAudit', () => log)
    .on('acceptHeldScore', ({ params, body }) => {
      const h = held.find((x) => x.id === params.id);
      if (!h) throw notFound('No such held score.');
      held = held.filter((x) => x.id !== params.id);
      log = [entry('accept', h, body.reason), ...log];
      return { id: params.id, status: 'accepted' as const };
    })
    .on('rejectHeldScore', ({ params, body }) => {
      const h = held.find((x) => x.id === params.id);
      if (!h) throw notFound('No such held score.');
      held = held.filter((x) => x.id !== params.id);
      log = [entry('reject', h, body.reason), ...log];
      return { id: params.id, status: 'rejected' as const };
    })
    .on('voidScore', ({ body }) => {
      const data = playerData(body.playerName, body.locationId);
      const best = data?.scores.find((s) => s.gameId === body.gameId && s.levelId === body.level);
      if (!data || !best?.highScore) throw notFound('No counted score.');
      const v: VoidedScore = {
        id: nextId++,
        playerName: data.playerName,
        locationId: data.locationId,
        locationName: data.locationName,
        gameId: best.gameId,
        gameName: best.gameName,
        level: best.levelId,
        score: best.highScore,
        playedAt: AT,
        voidedAt: AT,
      };
      voided = [v, ...voided];
      log = [entry('void', v, body.reason), ...log];
      return { voidedId: v.id };
    })
    .on('restoreScore', ({ params, body }) => {
      const v = voided.find((x) => x.id === params.id);
      if (!v) throw notFound('No such voided score.');
      voided = voided.filter((x) => x.id !== params.id);
      log = [entry('restore', v, body.reason), ...log];
      return { voidedId: v.id };
    });
});

beforeEach(() => {
  pointClientAt(api.stub.origin, '/admin');
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=reviews-token; path=/`);
});
const LISTS = [adminHeldScores, adminVoidedScores, adminScoreAudit, adminLocations];
afterEach(async () => {
  await waitFor(() => expect(LISTS.filter((l) => l.$state.get().loading || l.$busy.get())).toEqual([]));
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});

const region = (name: string) => within(screen.getByRole('region', { name }));
/** The rows of a region's table that name the player. */
const rowsOf = (name: string, player: string) =>
  region(name)
    .queryAllByRole('row')
    .filter((r) => r.textContent?.includes(player));

/** The held score cards that name the player. */
const heldCards = (player: string) =>
  region('Held scores')
    .queryAllByRole('listitem')
    .filter((card) => card.textContent?.includes(player));

describe('held scores', () => {
  it('shows each held score as a card with its level’s top and a reason of its own; decided, it leaves the list and the log says so', async () => {
    const user = userEvent.setup();
    render(<ScoreReviewSection />);
    await waitFor(() => expect(heldCards('Karma Dancer')).toHaveLength(1));
    const [karma, max] = [...heldCards('Karma Dancer'), ...heldCards('Misread Max')];
    if (!karma || !max) throw new Error('Both held scores have a card');
    expect(karma.textContent).toContain('900,000');
    expect(karma.textContent).toContain('4,200');
    // A reason typed on one card goes with that card's decision only.
    await user.type(within(karma).getByLabelText(/^Reason/), 'Checked with the venue');
    expect((within(max).getByLabelText(/^Reason/) as HTMLInputElement).value).toBe('');
    await user.click(
      within(karma).getByRole('button', { name: "Accept Karma Dancer's 900,000 on Flash Mines L3" }),
    );
    await waitFor(() => expect(heldCards('Karma Dancer')).toHaveLength(0));
    await user.click(
      within(heldCards('Misread Max')[0] as HTMLElement).getByRole('button', {
        name: /^Reject Misread Max's/,
      }),
    );
    expect(await region('Held scores').findByText('No score is waiting for review.')).toBeTruthy();
    expect(api.stub.calls('acceptHeldScore')).toMatchObject([
      { params: { id: 41 }, body: { reason: 'Checked with the venue' } },
    ]);
    expect(api.stub.calls('rejectHeldScore')).toMatchObject([{ params: { id: 42 }, body: {} }]);
    await waitFor(() => expect(rowsOf('Review log', 'Karma Dancer')).toHaveLength(1));
    const logged = rowsOf('Review log', 'Karma Dancer')[0] as HTMLElement;
    expect(logged.textContent).toContain('Accepted');
    expect(logged.textContent).toContain('Checked with the venue');
    expect(rowsOf('Review log', 'Misread Max')[0]?.textContent).toContain('Rejected');
  });
});

describe('the Held scores tab', () => {
  it('counts the scores waiting on its tab; a void link opens the panel on it', async () => {
    const { unmount } = render(<AdminPanel initialTab={null} />);
    const tab = await screen.findByRole('tab', { name: 'Held scores 2 waiting' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    await userEvent.setup().click(tab);
    await waitFor(() => expect(heldCards('Karma Dancer')).toHaveLength(1));
    unmount();
    const panel = render(
      <AdminPanel
        initialTab={null}
        voidRequest={{ playerName: 'Traveller', locationId: 1, gameId: 11, level: 0 }}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Held scores/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByRole('form', { name: 'Void a score' })).toBeTruthy();
    panel.unmount();
  });
});

describe('voided scores', () => {
  it('voids a player’s best found through the form after confirming, and restores it; the log has both', async () => {
    const user = userEvent.setup();
    render(<ScoreReviewSection />);
    const form = within(screen.getByRole('form', { name: 'Void a score' }));
    await user.type(form.getByLabelText('Player'), 'Traveller');
    await waitFor(() => expect(form.getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(form.getByLabelText('Venue'), 'Leeds Grid');
    await user.click(form.getByRole('button', { name: 'Find their scores' }));
    const level = await form.findByLabelText('Their best on');
    await user.selectOptions(level, 'Flash Mines L1: 3,000');
    await user.click(form.getByRole('button', { name: 'Void Flash Mines L1' }));
    const dialog = within(screen.getByRole('dialog', { name: "Void Traveller's 3,000 on Flash Mines L1?" }));
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.stub.calls('voidScore')).toMatchObject([
      { body: { playerName: 'Traveller', locationId: 1, gameId: 11, level: 0 } },
    ]);
    await waitFor(() => expect(rowsOf('Voided scores', 'Traveller')).toHaveLength(1));
    const row = rowsOf('Voided scores', 'Traveller')[0] as HTMLElement;
    expect(row.textContent).toContain('3,000');

    await user.click(within(row).getByRole('button', { name: /^Restore / }));
    expect(await region('Voided scores').findByText('No score is voided.')).toBeTruthy();
    await waitFor(() => expect(rowsOf('Review log', 'Traveller')).toHaveLength(2));
    const [restored, voidedRow] = rowsOf('Review log', 'Traveller');
    expect(restored?.textContent).toContain('Restored');
    expect(voidedRow?.textContent).toContain('Voided');
  });
});
