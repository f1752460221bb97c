import { formatNumber as plain } from '../../domain/format';

interface Props {
  /** The change (current minus before). */
  value: number;
  /** Whether a higher value is better (scores) or a lower one (positions). */
  better: 'higher' | 'lower';
  /** Formats the number shown. */
  format?: (n: number) => string;
}

/**
 * A day-over-day difference: an arrow, a sign and the amount, coloured green when better and red
 * when worse, and spelled out for screen readers, so colour is never the only signal.
 */
export function Difference({ value, better, format = plain }: Props) {
  if (value === 0) {
    return (
      <span className="difference difference--same">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">no change</span>
      </span>
    );
  }
  const good = better === 'higher' ? value > 0 : value < 0;
  const amount = format(Math.abs(value));
  return (
    <span className={`difference ${good ? 'difference--better' : 'difference--worse'}`}>
      <span aria-hidden="true">
        {value > 0 ? '▲' : '▼'} {value > 0 ? '+' : '−'}
        {amount}
      </span>
      <span className="visually-hidden">{`${value > 0 ? 'up' : 'down'} ${amount} since yesterday`}</span>
    </span>
  );
}
