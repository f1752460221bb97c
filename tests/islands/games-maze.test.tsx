import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaserMaze } from '../../src/islands/arcade/maze/LaserMaze';
import { $mazeWave } from '../../src/stores/laser-maze';

/**
 * Laser Maze 4's island (what tests/e2e/games-maze.spec.ts did in a browser): its waves stepped
 * through with Previous Wave and Next Wave, the floor animating, and Pause. The animation runs on
 * animation frames: here the test's clock drives them, so time passes only when the test says.
 * That the page's island animates in a real browser is tests/e2e/games-layout.spec.ts's.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  $mazeWave.set(0);
});
afterEach(() => vi.useRealTimers());

const floor = () => screen.getByRole('img', { name: /^Laser maze floor, 18 by 10 dots/ });
const frame = () => floor().getAttribute('data-frame');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const label = () => screen.getByRole('heading', { level: 2 }).textContent;
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const click = (name: string) =>
  act(() => {
    fireEvent.click(button(name));
  });

describe('Laser Maze 4', () => {
  it('steps through its five waves with Previous Wave and Next Wave, each lighting dots and moving on', () => {
    render(<LaserMaze />);
    expect(floor().querySelectorAll('span')).toHaveLength(180);
    const names = ['Sweep', 'Curtain', 'Crossfire', 'Closing box', 'Diagonals'];
    const seconds = [1, 1, 2, 2, 2];
    expect(label()).toBe('Wave 1 of 5: Sweep');
    expect(button('Previous Wave').disabled).toBe(true);
    for (let wave = 1; wave <= 5; wave++) {
      expect(label()).toBe(`Wave ${wave} of 5: ${names[wave - 1]}`);
      expect(screen.getByText(`${seconds[wave - 1]} s loop`)).toBeTruthy();
      expect(floor().getAttribute('aria-label')).toMatch(new RegExp(`wave ${wave}: ${names[wave - 1]}$`));
      // Some dots are lit, and the animation moves on to another frame.
      pass(16);
      expect(floor().querySelectorAll('span.is-lit').length).toBeGreaterThan(0);
      const before = frame();
      pass(500);
      expect(frame()).not.toBe(before);
      if (wave < 5) {
        expect(button('Next Wave').disabled).toBe(false);
        click('Next Wave');
      }
    }
    expect(button('Next Wave').disabled).toBe(true);
    click('Previous Wave');
    expect(label()).toBe('Wave 4 of 5: Closing box');
    expect(button('Next Wave').disabled).toBe(false);
    for (let i = 0; i < 3; i++) click('Previous Wave');
    expect(label()).toBe('Wave 1 of 5: Sweep');
    expect(button('Previous Wave').disabled).toBe(true);
  });

  it('can be paused and played again', () => {
    render(<LaserMaze />);
    pass(16);
    click('Pause animation');
    const paused = frame();
    pass(2000);
    expect(frame()).toBe(paused);
    click('Play animation');
    pass(2000);
    expect(frame()).not.toBe(paused);
  });
});
