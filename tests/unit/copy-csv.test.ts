import { describe, expect, it } from 'vitest';
import { csvPieces } from '../../src/server/db/copy';

async function pieces(columns: Parameters<typeof csvPieces>[0]): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of csvPieces(columns)) out.push(piece);
  return out;
}

describe('the CSV a COPY is sent', () => {
  it('quotes text (doubling its quotes), leaves numbers bare and writes null as nothing', async () => {
    const csv = await pieces({
      name: ['text', ['Ann "Ace" O\'Neil', 'a,b', null]],
      score: ['int', [10, 0, 7]],
      at: ['timestamptz', ['2026-11-26T05:00:00.000Z', new Date(0), '2026-01-01T00:00:00.000Z']],
      extra: ['jsonb', [{ a: '"x"' }, null, [1, 2]]],
    });
    expect(csv.join('')).toBe(
      '"Ann ""Ace"" O\'Neil",10,"2026-11-26T05:00:00.000Z","{""a"":""\\""x\\""""}"\n' +
        '"a,b",0,"1970-01-01T00:00:00.000Z",\n' +
        ',7,"2026-01-01T00:00:00.000Z","[1,2]"\n',
    );
  });

  it('comes in pieces of 2,000 rows, every row once and in order', async () => {
    const n = 4_500;
    const out = await pieces({ id: ['int', Array.from({ length: n }, (_, i) => i)] });
    expect(out.map((p) => p.split('\n').length - 1)).toEqual([2_000, 2_000, 500]);
    expect(out.join('').trimEnd().split('\n').map(Number)).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it('is nothing for no rows', async () => {
    expect(await pieces({ id: ['int', []] })).toEqual([]);
  });
});
