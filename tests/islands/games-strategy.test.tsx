import { createServer } from 'node:net';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { strategyLevel } from '../../src/games/strategy/levels';
import { playSolution } from '../../src/games/strategy/solve';
import type { StrategyLevel } from '../../src/games/strategy/types';
import { StrategyGame } from '../../src/islands/arcade/strategy/StrategyGame';
import { notFound } from '../../src/server/http/errors';
import { $strategyPlay, openStrategyLevel, startStrategyGame } from '../../src/stores/strategy-game';
import { $strategyLevel, forgetStrategyLevel, loadStrategyLevel } from '../../src/stores/strategy-level';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/** The API's levels are the bundled designs (the server copies them into its database). */
const api = stubApiPerTest((stub) =>
  stub.on('strategyGame', ({ params }) => {
    const level = strategyLevel(params.id);
    if (!level) throw notFound('Game not found');
    return level;
  }),
);

/** An address where nothing listens: a port the system just handed out, closed again. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeEach(() => {
  forgetStrategyLevel();
});

type Seen = { loading: boolean; error: string | null; level: number | null };

/** Every state the level store goes through while `run` runs. */
async function transitions(run: () => Promise<void>): Promise<Seen[]> {
  const seen: Seen[] = [];
  const stop = $strategyLevel.listen((s) =>
    seen.push({ loading: s.loading, error: s.error, level: s.data?.level ?? null }),
  );
  await run();
  stop();
  return seen;
}

describe('the strategy level store, against a stub of the API', () => {
  it('goes loading -> success with the level the API serves', async () => {
    const seen = await transitions(() => loadStrategyLevel('1'));
    expect(seen).toEqual([
      { loading: true, error: null, level: null },
      { loading: false, error: null, level: 1 },
    ]);
    expect(api.stub.calls('strategyGame')).toMatchObject([{ method: 'GET', params: { id: 1 } }]);
    expect($strategyLevel.get().data).toEqual(strategyLevel(1));
  });

  it("goes loading -> 'Game not found' for a level the API does not have", async () => {
    expect(await transitions(() => loadStrategyLevel('7'))).toEqual([
      { loading: true, error: null, level: null },
      { loading: false, error: 'Game not found', level: null },
    ]);
  });

  it.each(['abc', '1.5', '-1', '', ' 2'])("says 'Game not found' for the route param %j", async (param) => {
    expect(await transitions(() => loadStrategyLevel(param))).toEqual([
      { loading: true, error: null, level: null },
      { loading: false, error: 'Game not found', level: null },
    ]);
    // Not a level number: nothing is asked of the API.
    expect(api.stub.calls()).toEqual([]);
  });

  it("goes loading -> 'Error retrieving strategy game' when the API's database is down", async () => {
    api.stub.failAll(503);
    expect(await transitions(() => loadStrategyLevel('1'))).toEqual([
      { loading: true, error: null, level: null },
      { loading: false, error: 'Error retrieving strategy game', level: null },
    ]);
    expect(api.stub.calls('strategyGame').length).toBeGreaterThan(0);
  });

  it("says 'Error retrieving strategy game' when the server cannot be reached", async () => {
    pointClientAt(await closedOrigin());
    await loadStrategyLevel('2');
    expect($strategyLevel.get()).toEqual({
      loading: false,
      error: 'Error retrieving strategy game',
      data: null,
    });
  });

  it('fetches a level once, even when both UI variants ask for it', async () => {
    const seen = await transitions(async () => {
      await Promise.all([loadStrategyLevel('3'), loadStrategyLevel('3')]);
      await loadStrategyLevel('3');
    });
    expect(seen).toEqual([
      { loading: true, error: null, level: null },
      { loading: false, error: null, level: 3 },
    ]);
    expect(api.stub.calls('strategyGame')).toHaveLength(1);
  });

  it('starts a game of the loaded level, and keeps it when the other variant opens the same level', async () => {
    await openStrategyLevel('2');
    const first = $strategyPlay.get();
    expect(first?.game).toMatchObject({
      wave: 1,
      waveCount: 2,
      lives: 5,
      status: 'playing',
      remainingMs: 90_000,
    });
    await openStrategyLevel('2');
    expect($strategyPlay.get()).toBe(first);
    await openStrategyLevel('9');
    expect($strategyPlay.get()).toBeNull();
  });
});

const KEY: Record<string, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

describe('<StrategyGame>', () => {
  it("shows 'Game not found' for an unknown level, with a way to level 1", async () => {
    render(<StrategyGame level="7" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Game not found');
    expect(screen.getByRole('link', { name: 'Play level 1' }).getAttribute('href')).toBe('/strategy/1');
  });

  it('draws the 12 x 12 floor with lives, countdown and wave, and plays level 1 to Congratulations by keyboard', async () => {
    render(<StrategyGame level="1" />);
    const board = await screen.findByRole('application', { name: /Strategy floor, 12 by 12 squares/ });
    expect(within(board).getAllByRole('button')).toHaveLength(144);
    expect(within(board).getAllByRole('button', { name: /: gun$/ })).toHaveLength(3);
    expect(within(board).getAllByRole('button', { name: /: blue target$/ })).toHaveLength(2);
    expect(
      within(board).getByRole('button', { name: 'Column 6, row 12: you, on start square' }),
    ).toBeTruthy();
    // Focused from an effect as the floor appears.
    expect(document.activeElement).toBe(board);
    const hud = screen.getByText('Lives').closest('dl') as HTMLElement;
    expect(hud.textContent).toContain('1 of 2');
    expect(hud.textContent).toContain('1:30');
    expect(hud.textContent).toContain('5 of 5');

    const level = $strategyLevel.get().data as StrategyLevel;
    const moves = playSolution(level).actions.flatMap((a) => (a.type === 'move' ? [a.direction] : []));
    const status = screen.getByRole('status');
    const said: string[] = [];
    for (const direction of moves) {
      act(() => {
        fireEvent.keyDown(board, { key: KEY[direction] });
      });
      if (status.textContent) said.push(status.textContent);
    }
    expect(said).toContain('Target hit. Wave 2 of 2');
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeTruthy();
    expect(status.textContent).toBe('Target hit. Congratulations! Every wave cleared');
    expect(screen.getByText(/You cleared all 2 waves of level 1 with 5 lives left/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play level 2' }).getAttribute('href')).toBe('/strategy/2');
    expect((screen.getByRole('button', { name: 'Reset Wave' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Game' }));
    });
    expect(screen.queryByRole('heading', { name: 'Congratulations' })).toBeNull();
    expect(hud.textContent).toContain('1 of 2');
  });

  it('moves by W A S D, ignores held-down repeats, and steps onto a clicked neighbouring square only', async () => {
    render(<StrategyGame level="1" />);
    const board = await screen.findByRole('application');
    const you = () => within(board).getByRole('button', { name: /: you/ }).getAttribute('aria-label');
    act(() => {
      fireEvent.keyDown(board, { key: 'w', code: 'KeyW' });
    });
    expect(you()).toBe('Column 6, row 11: you, on empty');
    act(() => {
      fireEvent.keyDown(board, { key: 'a', code: 'KeyA', repeat: true });
    });
    expect(you()).toBe('Column 6, row 11: you, on empty');
    act(() => {
      fireEvent.click(within(board).getByRole('button', { name: 'Column 9, row 11: empty' }));
    });
    expect(you()).toBe('Column 6, row 11: you, on empty');
    expect(screen.getByRole('status').textContent).toBe('Tap a square next to your marker');
    act(() => {
      fireEvent.click(within(board).getByRole('button', { name: 'Column 7, row 11: empty' }));
    });
    expect(you()).toBe('Column 7, row 11: you, on empty');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    });
    expect(you()).toBe('Column 7, row 12: you, on empty');
  });

  it('ends in a game over at zero lives that says why and offers only Reset Game', async () => {
    await openStrategyLevel('2');
    // Level 2's first wave has a red at (6, 9): up, right, up from the start steps onto it.
    const level = $strategyLevel.get().data as StrategyLevel;
    startStrategyGame(level, 1);
    render(<StrategyGame level="2" />);
    const board = await screen.findByRole('application');
    const status = screen.getByRole('status');
    for (let life = 4; life >= 0; life--) {
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowUp']) {
        act(() => {
          fireEvent.keyDown(board, { key });
        });
      }
      expect(status.textContent).toBe(
        life > 0 ? `Red tile! Lives left: ${life}` : 'Red tile! No lives left. Game over',
      );
    }
    expect(screen.getByRole('heading', { name: 'Game over' })).toBeTruthy();
    expect(screen.getByText(/A red tile took your last life on wave 1 of 2/)).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Reset Game' });
    expect(document.activeElement).toBe(reset);
    expect(screen.queryByRole('button', { name: 'Reset Wave' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(within(board).getByRole('button', { name: 'Column 7, row 10: you, on red tile' })).toBeTruthy();

    act(() => {
      fireEvent.click(reset);
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Game over' })).toBeNull());
    expect(status.textContent).toBe('New game: wave 1 of 2, 5 lives');
    expect(document.activeElement).toBe(board);
  });
});
