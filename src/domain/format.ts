// One formatter for the whole process: building an Intl.NumberFormat costs far more than using
// one (a games page formats ~2,000 numbers; made afresh for each, they were most of its render).
const numbers = new Intl.NumberFormat('en-GB');

/** Digits grouped in threes from the right with commas: '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/**
 * A count or score as players read it: 1,234,567 (the same on the server and in every browser).
 * Whole numbers, nearly all of them, are grouped directly: what en-GB's format gives them, at a
 * fifth of its cost (a summary formats hundreds, a games page thousands); the rest go to Intl.
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return numbers.format(value);
  return value < 0 ? `-${groupThousands(String(-value))}` : groupThousands(String(value));
}
