import { describe, expect, it, vi } from 'vitest';
import { LoadShedder } from '../../src/server/launcher/load-shedding';

/** A request's work that ends when the test says so, noting when it began. */
function request(log: string[], name: string) {
  let finish: () => void = () => {};
  const work = () =>
    new Promise<void>((resolve) => {
      log.push(name);
      finish = resolve;
    });
  return { work, finish: () => finish() };
}

describe('the load shedder', () => {
  it('works on a few requests at once, lets the next ones wait their turn in order, and refuses beyond', async () => {
    const shedder = new LoadShedder(3, 1);
    const began: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => request(began, name)) as [
      ReturnType<typeof request>,
      ReturnType<typeof request>,
      ReturnType<typeof request>,
      ReturnType<typeof request>,
    ];
    expect(shedder.admit(a.work)).toBe(true);
    expect(shedder.admit(b.work)).toBe(true);
    expect(shedder.admit(c.work)).toBe(true);
    // Three in progress or waiting: the fourth is refused at once and never runs.
    expect(shedder.admit(d.work)).toBe(false);
    expect(shedder.shed).toBe(1);
    expect(shedder.inFlight).toBe(3);
    await expect.poll(() => began).toEqual(['a']);

    a.finish();
    await expect.poll(() => began).toEqual(['a', 'b']);
    expect(shedder.inFlight).toBe(2);
    b.finish();
    await expect.poll(() => began).toEqual(['a', 'b', 'c']);
    c.finish();
    await expect.poll(() => shedder.inFlight).toBe(0);
    expect(began).not.toContain('d');
  });

  it('works on every request at once when no smaller number is given', async () => {
    const shedder = new LoadShedder(2);
    const began: string[] = [];
    const a = request(began, 'a');
    const b = request(began, 'b');
    shedder.admit(a.work);
    shedder.admit(b.work);
    await expect.poll(() => began).toEqual(['a', 'b']);
    a.finish();
    b.finish();
    await expect.poll(() => shedder.inFlight).toBe(0);
  });
});

describe('the wait for a turn', () => {
  it('gives up a request still waiting after the bound: told so then, never worked on', async () => {
    vi.useFakeTimers();
    try {
      const shedder = new LoadShedder(10, 1, 1000);
      const began: string[] = [];
      const a = request(began, 'a');
      const b = request(began, 'b');
      const c = request(began, 'c');
      const late: string[] = [];
      shedder.admit(a.work, () => late.push('a'));
      shedder.admit(b.work, () => late.push('b'));
      await vi.advanceTimersByTimeAsync(600);
      shedder.admit(c.work, () => late.push('c'));
      // b has waited its second behind a; c only 400 ms.
      await vi.advanceTimersByTimeAsync(400);
      expect(late).toEqual(['b']);
      expect(shedder.shed).toBe(1);
      a.finish();
      // b's place passes straight on to c, within its own second.
      await vi.advanceTimersByTimeAsync(0);
      expect(began).toEqual(['a', 'c']);
      c.finish();
      await vi.advanceTimersByTimeAsync(2000);
      expect(late).toEqual(['b']);
      expect(shedder.inFlight).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
