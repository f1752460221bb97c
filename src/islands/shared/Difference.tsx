import { formatNumber as plain } from '../../domain/format';
import { changeText } from '../../domain/rank-change';

interface Props {
  /** The change, positive when better: see rankChange and amountChange. */
  value: number;
  /** Formats the number shown. */
  format?: (n: number) => string;
}

/**
 * A day-over-day difference: an arrow, a sign and the amount, coloured green when up and red when
 * down, and spelled out for screen readers, so colour is never the only signal.
 */
export function Difference({ value, format = plain }: Props) {
  const text = changeText(value, format);
  if (text.direction === 'same') {
    return (
      <span className="difference difference--same">
        <span aria-hidden="true">{text.arrow}</span>
        <span className="visually-hidden">{text.spoken}</span>
      </span>
    );
  }
  return (
    <span className={`difference ${text.direction === 'up' ? 'difference--better' : 'difference--worse'}`}>
      <span aria-hidden="true">
        {text.arrow} {text.signed}
      </span>
      <span className="visually-hidden">{text.spoken}</span>
    </span>
  );
}
