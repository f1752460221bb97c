import { formatNumber as n } from '@/domain/format';
/**
 * The player's score minus a compared one: green '+' when ahead, red '−' when behind, spelled
 * out for screen readers so colour is never the only signal.
 */
export function ScoreGap({ value }: { value: number }) {
  if (value === 0) {
    return (
      <span className="difference difference--same">
        <span aria-hidden="true">±0</span>
        <span className="visually-hidden">level</span>
      </span>
    );
  }
  const ahead = value > 0;
  return (
    <span className={`difference ${ahead ? 'difference--better' : 'difference--worse'}`}>
      <span aria-hidden="true">
        {ahead ? '+' : '−'}
        {n(Math.abs(value))}
      </span>
      <span className="visually-hidden">{`${ahead ? 'ahead by' : 'behind by'} ${n(Math.abs(value))}`}</span>
    </span>
  );
}
