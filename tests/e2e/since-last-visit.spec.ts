import { type APIRequestContext, expect, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { ingest, raiseTotal } from './ingest';
import { seededNames } from './players';

/**
 * A seeded player from the far end of the list (tests that change their player pick from there,
 * away from the readers'), `skip` names in: each width its own, as the two may run at once.
 */
async function playerToChange(request: APIRequestContext, skip: number) {
  for (const name of seededNames().reverse().slice(skip)) {
    const res = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
    const [best] = res.ok() ? ((await res.json()) as Array<{ id: number }>) : [];
    if (best) return { name, locationId: best.id };
  }
  throw new Error('no seeded player with a venue');
}

async function dataOf(request: APIRequestContext, name: string, locationId: number): Promise<PlayerData> {
  const res = await request.get(
    `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as PlayerData;
}

test.describe('since my last visit', { tag: '@phone' }, () => {
  test('after an import, the landing tells "me" the points, the new best and the places since the last visit', async ({
    page,
    request,
  }, testInfo) => {
    const me = await playerToChange(request, testInfo.project.name === 'phone' ? 30 : 12);
    await gotoReady(page, playerPath(me.name, me.locationId));
    await page.getByRole('button', { name: 'This is me' }).click();

    // The first visit of the landing keeps "me"'s figures and says what will show.
    await gotoReady(page, '/');
    const since = page.getByRole('region', { name: /Since your last visit/ });
    await expect(since).toContainText('Next time, what changed since this visit shows here.');

    // Scores come in: a better score on one level.
    const before = await dataOf(request, me.name, me.locationId);
    const record = await raiseTotal(request, me.name, me.locationId, 40_000);
    await ingest(request, [record]);
    const after = await dataOf(request, me.name, me.locationId);
    expect(after.totalScore).toBe(before.totalScore + 40_000);

    // Two hours on, the next visit: the page's clock moves on, and the browser's cached answers
    // (kept a minute, used stale up to ten) are long gone by then.
    await page.clock.setFixedTime(new Date(Date.now() + 2 * 3_600_000));
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await gotoReady(page, '/');
    await expect(since).toContainText('2 hours ago');
    await expect(since.getByRole('listitem').first()).toHaveText('+40,000 points');
    await expect(since).toContainText(`1 new personal best: ${record.game} level ${record.level + 1}`);
    const climbed = before.standing - after.standing;
    if (climbed > 0)
      await expect(since).toContainText(
        `Up ${climbed} place${climbed === 1 ? '' : 's'}, now #${after.standing}`,
      );
    const level = after.scores.find((s) => s.gameName === record.game && s.levelId === record.level);
    const wasTop = before.scores.some(
      (s) => s.gameName === record.game && s.levelId === record.level && s.highScore >= s.topScore,
    );
    if (level && level.highScore >= level.topScore && !wasTop)
      await expect(since).toContainText(`1 top score taken: ${record.game} level ${record.level + 1}`);

    // A reload within the visit still compares with the same visit; the figures did not change since.
    await page.reload();
    await expect(since.getByRole('listitem').first()).toHaveText('+40,000 points');
  });
});
