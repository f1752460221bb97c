import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strategyLevel } from '../../src/games/strategy/levels';
import { StrategyGame } from '../../src/islands/arcade/strategy/StrategyGame';
import { notFound } from '../../src/server/http/errors';
import { forgetStrategyLevel } from '../../src/stores/strategy-level';
import { stubApiPerTest } from './stub-per-test';

/**
 * The strategy game's island, for what tests/e2e/games-strategy.spec.ts checked in a browser and
 * tests/islands/games-strategy.test.tsx does not: the arrow keys and W A S D together, the
 * countdown starting with the first move, no floor for a level that does not exist, and level 10.
 * The countdown runs on animation frames: here the test's clock drives them.
 */
stubApiPerTest((stub) =>
  stub.on('strategyGame', ({ params }) => {
    const level = strategyLevel(params.id);
    if (!level) throw notFound('Game not found');
    return level;
  }),
);

beforeEach(() => {
  forgetStrategyLevel();
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => vi.useRealTimers());

const press = (board: HTMLElement, key: string) =>
  act(() => {
    fireEvent.keyDown(board, { key });
  });
const you = (board: HTMLElement) =>
  within(board).getByRole('button', { name: /: you/ }).getAttribute('aria-label');
const hud = () => screen.getByText('Lives').closest('dl') as HTMLElement;

describe('<StrategyGame>', () => {
  it('moves with the arrow keys and W A S D once the board has focus, and counts down from the first move', async () => {
    render(<StrategyGame level="1" />);
    const board = await screen.findByRole('application', { name: /Strategy floor/ });
    expect(document.activeElement).toBe(board);
    expect(hud().textContent).toContain('1:30');
    // The clock waits for the first move.
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(hud().textContent).toContain('1:30');
    press(board, 'ArrowUp');
    expect(you(board)).toBe('Column 6, row 11: you, on empty');
    press(board, 'a');
    expect(you(board)).toBe('Column 5, row 11: you, on empty');
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(hud().textContent).toContain('1:29');
  });

  it("shows 'Game not found' and no floor for a level that does not exist", async () => {
    render(<StrategyGame level="7" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Game not found');
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('plays level 10: its five waves, with five lives', async () => {
    render(<StrategyGame level="10" />);
    await screen.findByRole('application', { name: /Strategy floor/ });
    const items = [...hud().querySelectorAll('dt')].map((dt) => [
      dt.textContent?.trim(),
      dt.nextElementSibling?.textContent?.trim(),
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['Level', '10'],
        ['Wave', '1 of 5'],
      ]),
    );
    expect(within(hud()).getByText('5 of 5')).toBeTruthy();
  });
});
