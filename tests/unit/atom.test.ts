import fc from 'fast-check';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { type AtomEntry, atomXml, xmlText } from '../../src/domain/atom';

const feed = (entries: AtomEntry[], title = 'Leeds: new top scores') =>
  atomXml({
    id: 'https://stats.example/api/feeds/location/1/atom.xml',
    title,
    subtitle: 'Top scores set at Leeds in the last 30 days',
    self: 'https://stats.example/api/feeds/location/1/atom.xml',
    alternate: 'https://stats.example/',
    fallbackUpdated: new Date('2026-11-20T10:00:00Z'),
    author: 'Arcade Stats',
    entries,
  });

const entry = (over: Partial<AtomEntry> = {}): AtomEntry => ({
  id: 'tag:stats.example,2026:score/1/1/1/0/1/100',
  title: 'Ace set the top score on Hex Run L1: 100',
  updated: new Date('2026-11-19T10:00:00Z'),
  link: 'https://stats.example/player/Ace/location/1/summary',
  summary: 'Ace scored 100 at Leeds.',
  author: 'Ace',
  ...over,
});

const parser = new Parser();

describe('atomXml', () => {
  it('is a feed a parser reads back: title, entries in order, their ids, links and dates', async () => {
    const parsed = await parser.parseString(
      feed([
        entry(),
        entry({ id: 'tag:stats.example,2026:second', updated: new Date('2026-11-18T09:00:00Z') }),
      ]),
    );
    expect(parsed.title).toBe('Leeds: new top scores');
    expect(parsed.items.map((i) => [i.id, i.isoDate])).toEqual([
      ['tag:stats.example,2026:score/1/1/1/0/1/100', '2026-11-19T10:00:00.000Z'],
      ['tag:stats.example,2026:second', '2026-11-18T09:00:00.000Z'],
    ]);
    expect(parsed.items[0]?.link).toBe('https://stats.example/player/Ace/location/1/summary');
  });

  it('says it was updated when its newest entry was, or at the fallback when it has none', () => {
    expect(feed([entry()])).toContain('<updated>2026-11-19T10:00:00.000Z</updated>\n<link rel="self"');
    expect(feed([])).toContain('<updated>2026-11-20T10:00:00.000Z</updated>');
  });

  it('carries any player name as text: markup, entities and quotes come back as typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (name) => {
        const visible = name.trim();
        fc.pre(visible.length > 0);
        const parsed = await parser.parseString(feed([entry({ title: `${name} set a top score` })], name));
        // Parsers trim the text around a title; what is inside it stays as it was.
        expect(parsed.items[0]?.title?.trim()).toBe(`${name} set a top score`.trim());
        expect(parsed.title?.trim()).toBe(visible);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out the characters XML cannot carry at all, so the document stays well formed', async () => {
    expect(xmlText('a\u0000b\u0008c<d>')).toBe('abc&lt;d&gt;');
    const parsed = await parser.parseString(feed([entry({ title: 'Null\u0000 Nick \uFFFF' })]));
    expect(parsed.items[0]?.title).toBe('Null Nick ');
  });
});
