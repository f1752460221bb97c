import { formatNumber as n } from '../../domain/format';

/**
 * What today added to a total or a best: "+1,250" in the site's colour for a gain, a dash for none
 * (a voided score can make it a loss). Spelled out for screen readers, so colour is never the only
 * signal. Not the shared Difference: with it, the build grouped the code the friends' islands share
 * with the summary's and the games page's so that the landing downloaded 2 KB more (measured).
 */
export function Gained({ value }: { value: number }) {
  if (value === 0)
    return (
      <span className="difference difference--same">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">nothing today</span>
      </span>
    );
  const up = value > 0;
  return (
    <span className={`difference ${up ? 'difference--better' : 'difference--worse'}`}>
      {up ? '+' : '−'}
      {n(Math.abs(value))}
      <span className="visually-hidden"> {up ? 'gained' : 'lost'} today</span>
    </span>
  );
}
