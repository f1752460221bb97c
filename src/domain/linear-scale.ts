/**
 * A straight map from a value range onto a drawing range, and back: all the chart needs of
 * d3-scale's scaleLinear, whose ticks, formats and interpolators weighed 10.8 KB gzipped in the
 * browser (docs/decisions.md, "The history chart").
 */
interface LinearScale {
  (value: number): number;
  invert(position: number): number;
}

/** Maps `domain` onto `range`; a domain of one value maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const width = d1 - d0;
  const scale = (value: number) => (width === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / width) * (r1 - r0));
  scale.invert = (position: number) => (r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * width);
  return scale;
}
