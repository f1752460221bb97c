import { describe, expect, it } from 'vitest';
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
