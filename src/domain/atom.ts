/**
 * An Atom 1.0 document (RFC 4287) from plain values. Atom rather than JSON Feed because every
 * feed reader and chat integration reads it (docs/decisions.md).
 */

/** One entry of a feed. */
export interface AtomEntry {
  /** A permanent, unique IRI: the same entry keeps it in every answer. */
  id: string;
  title: string;
  updated: Date;
  /** Where a reader goes from the entry (absolute). */
  link: string;
  summary: string;
  author: string;
}

/** A feed and its entries, newest first. */
interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address (absolute). */
  self: string;
  /** The page the feed is about (absolute). */
  alternate: string;
  /** When the newest entry changed; `fallbackUpdated` when there is none. */
  fallbackUpdated: Date;
  author: string;
  entries: readonly AtomEntry[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 cannot carry at all, even escaped (the C0 controls but tab, newline and
// carriage return; lone surrogates; U+FFFE and U+FFFF): a name holding one is sent without it.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute's value. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title),
    element('updated', entry.updated.toISOString()),
    `<link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
    `<author>${element('name', entry.author)}</author>`,
    element('summary', entry.summary),
    '</entry>',
  ].join('');
}

/** The feed as an Atom document. */
export function atomXml(feed: AtomFeed): string {
  const updated = feed.entries[0]?.updated ?? feed.fallbackUpdated;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', feed.id),
    element('title', feed.title),
    element('subtitle', feed.subtitle),
    element('updated', updated.toISOString()),
    `<link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(feed.alternate)}"/>`,
    `<author>${element('name', feed.author)}</author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
  ].join('\n');
}
