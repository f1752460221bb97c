import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeldScore, ScoreAuditEntry, VoidedScore } from '../../src/contract/schemas/reviews';
import { XSRF_COOKIE } from '../../src/contract/security';
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
  ];
  voided = [];
  log = [];
  stub
    .on('heldScores', () => held)
    .on('voidedScores', () => voided)
    .on('scoreAudit', () => log)
    .on('acceptHeldScore', ({ params, body }) => {
      const h = held.find((x) => x.id === params.id);
      if (!h) throw notFound('No such held score.');
      held = held.filter((x) => x.id !== params.id);
      log = [entry('accept', h, body.reason), ...log];
      return { id: params.id, status: 'accepted' as const };
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

describe('held scores', () => {
  it('shows a held score with its level’s top; accepted with a reason, it leaves the list and the log says so', async () => {
    const user = userEvent.setup();
    render(<ScoreReviewSection />);
    await waitFor(() => expect(rowsOf('Held scores', 'Karma Dancer')).toHaveLength(1));
    const row = rowsOf('Held scores', 'Karma Dancer')[0] as HTMLElement;
    expect(row.textContent).toContain('900,000');
    expect(row.textContent).toContain('4,200');
    await user.type(region('Held scores').getByLabelText(/^Reason/), 'Checked with the venue');
    await user.click(
      within(row).getByRole('button', { name: "Accept Karma Dancer's 900,000 on Flash Mines L3" }),
    );
    expect(await region('Held scores').findByText('No score is waiting for review.')).toBeTruthy();
    expect(api.stub.calls('acceptHeldScore')).toMatchObject([
      { params: { id: 41 }, body: { reason: 'Checked with the venue' } },
    ]);
    await waitFor(() => expect(rowsOf('Review log', 'Karma Dancer')).toHaveLength(1));
    const logged = rowsOf('Review log', 'Karma Dancer')[0] as HTMLElement;
    expect(logged.textContent).toContain('Accepted');
    expect(logged.textContent).toContain('Checked with the venue');
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
