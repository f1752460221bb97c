import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TocDemo } from '../../src/islands/arcade/toc/TocDemo';
import { pointClientAt } from './stub-per-test';

/**
 * The Tournament of Champions demo's 'New sample' (what tests/e2e/games-toc.spec.ts did in a
 * browser): a new board from a new seed, kept in the address. The board a seed gives, as the
 * server draws it, is tests/pages/games-toc.test.ts's; the share of hidden names over many seeds,
 * tests/unit/games/toc.test.ts's.
 */
const body = () => document.querySelector('tbody') as HTMLElement;
const anonymous = () => body().querySelectorAll('th.is-anonymous').length;

describe('the Tournament of Champions demo', () => {
  it("'New sample' rolls a new board, kept in the address, which shows the same board again", () => {
    pointClientAt('http://localhost', '/toc?seed=2026');
    render(<TocDemo initialSeed={2026} />);
    const before = body().textContent;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'New sample' }));
    });
    const seed = new URL(window.location.href).searchParams.get('seed') ?? '';
    expect(seed).toMatch(/^\d+$/);
    expect(seed).not.toBe('2026');
    expect(document.querySelector('.toc__note strong')?.textContent).toBe(`#${seed}`);
    expect(body().textContent).not.toBe(before);
    expect(body().querySelectorAll('tr')).toHaveLength(8);
    expect([2, 3]).toContain(anonymous());
    const shown = body().textContent;

    // The address's seed, loaded again, draws that board.
    cleanup();
    render(<TocDemo initialSeed={Number(seed)} />);
    expect(body().textContent).toBe(shown);
  });
});
