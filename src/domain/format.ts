// One formatter for the whole process: building an Intl.NumberFormat costs far more than using
// one (a games page formats ~2,000 numbers; made afresh for each, they were most of its render).
const numbers = new Intl.NumberFormat('en-GB');

/** A count or score as players read it: 1,234,567 (the same on the server and in every browser). */
export function formatNumber(value: number): string {
  return numbers.format(value);
}
