import { Fragment } from 'react';

/**
 * A sentence built as text around names someone typed (a player, a venue): each name is isolated
 * in a <bdi> wherever it appears, so a right-to-left override in it reorders nothing around it.
 */
export function Isolated({ text, names }: { text: string; names: readonly string[] }) {
  const wanted = [...new Set(names.filter((n) => n !== ''))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return <>{text}</>;
  const escaped = wanted.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'u'));
  return (
    <>
      {parts.map((part, i) =>
        // The split keeps each name at an odd index.
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts, in a fixed order
          <bdi key={i}>{part}</bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts, in a fixed order
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
