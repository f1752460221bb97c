import './history.css';
import { line } from 'd3-shape';
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { callApi } from '../../client/api';
import { routes } from '../../contract/routes';
import type { PlayerHistory } from '../../contract/schemas/history';
import { addDays } from '../../domain/days';
import { formatNumber as n } from '../../domain/format';
import {
  bestPositionText,
  HISTORY_FAILED,
  HISTORY_RANGE_LABELS,
  HISTORY_RANGES,
  type HistoryPoint,
  type HistoryRange,
  highestTotalText,
  historyHeadline,
  historyPeaks,
  pointDay,
  pointText,
  withNow,
} from '../../domain/history';
import { linearScale } from '../../domain/linear-scale';

interface Props {
  playerName: string;
  locationId: number;
  /** The default range's history, read with the page: the chart is drawn before any script runs. */
  initial: PlayerHistory | null;
  /** Why the page could not read it (the chart then offers the ranges again). */
  initialError?: string | undefined;
  /** Today's figures so far (day, total, position): every range ends on them, marked "now". */
  now?: Omit<HistoryPoint, 'now'> | undefined;
}

// The drawing's own units: the SVG scales to its box, and its text is HTML beside it, so the
// figures stay readable at 390 px and at 1,280.
const WIDTH = 600;
const HEIGHT = 150;
const PAD = 10;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The days the x axis spans: the whole range asked for, or (all) the first to the last point. */
function span(history: PlayerHistory, points: readonly HistoryPoint[]): [string, string] {
  const first = points[0]?.day ?? history.from ?? '';
  const last = points.at(-1)?.day ?? first;
  if (!history.from || history.range === 'all') return [first, last];
  // Days sort as text: the later of the range's end and the last point (a late rollover's day).
  const [, later = last] = [addDays(history.from, Number(history.range) - 1), last].sort();
  return [history.from, later];
}

/**
 * The summary's History: the player's total and venue position at the end of each day their total
 * changed, over 7, 30, 90 or 365 days or all. Drawn on the server as SVG for the first paint;
 * once hydrated, hover, tap or the arrow keys move a marker that shows that day's figures. The
 * same points are in a table for screen readers and anyone who prefers one.
 */
export function HistoryChart({ playerName, locationId, initial, initialError, now }: Props) {
  const [history, setHistory] = useState(initial);
  const [range, setRange] = useState<HistoryRange>(initial?.range ?? '90');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [focus, setFocus] = useState<number | null>(null);
  const ids = useId();

  async function choose(next: HistoryRange) {
    setRange(next);
    setLoading(true);
    setError(null);
    try {
      const answer = await callApi(routes.playerHistory, {
        params: { playerName, locationId },
        query: { range: next },
      });
      setHistory(answer);
      setFocus(null);
    } catch {
      setError(HISTORY_FAILED);
    } finally {
      setLoading(false);
    }
  }

  const points = withNow(history?.points ?? [], history ? now : undefined);
  const latest = points.at(-1);
  const peaks = historyPeaks(points);
  const shown = focus !== null && focus < points.length ? focus : points.length - 1;
  const current = points[shown];

  const [first, last] = history ? span(history, points) : ['', ''];
  // One day spans nothing: widen it so a single point sits in the middle.
  const x = linearScale(
    first === last ? [dayNumber(first) - 1, dayNumber(last) + 1] : [dayNumber(first), dayNumber(last)],
    [PAD, WIDTH - PAD],
  );
  const totals = points.map((p) => p.totalScore);
  const positions = points.map((p) => p.position);
  const yTotal = linearScale(padded(Math.min(...totals), Math.max(...totals)), [HEIGHT - PAD, PAD]);
  // Position 1 is the best: drawn at the top.
  const yPosition = linearScale(padded(Math.min(...positions), Math.max(...positions)), [PAD, HEIGHT - PAD]);

  function nearest(event: PointerEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || points.length === 0) return;
    const at = x.invert(((event.clientX - box.left) / box.width) * WIDTH);
    let best = 0;
    let distance = Number.POSITIVE_INFINITY;
    points.forEach((p, i) => {
      const d = Math.abs(dayNumber(p.day) - at);
      if (d < distance) [best, distance] = [i, d];
    });
    setFocus(best);
  }

  function onKey(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: points.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocus(Math.max(0, Math.min(points.length - 1, next)));
  }

  const plot = (y: (p: HistoryPoint) => number, label: string, peak: HistoryPoint | undefined) => {
    const path = line<HistoryPoint>()
      .x((p) => x(dayNumber(p.day)))
      .y(y)(points);
    return (
      <svg
        className="history__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        onPointerMove={nearest}
        onPointerDown={nearest}
      >
        <line className="history__axis" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - 1} y2={HEIGHT - 1} />
        {path && points.length > 1 && <path className="history__line" d={path} />}
        {points.length <= 60 &&
          points.map((p) => (
            <circle key={p.day} className="history__dot" cx={x(dayNumber(p.day))} cy={y(p)} r={3.5} />
          ))}
        {peak && <circle className="history__peak" cx={x(dayNumber(peak.day))} cy={y(peak)} r={8} />}
        {latest?.now && (
          <circle className="history__now" cx={x(dayNumber(latest.day))} cy={y(latest)} r={4.5}>
            <title>Now</title>
          </circle>
        )}
        {current && (
          <g className="history__marker">
            <line x1={x(dayNumber(current.day))} x2={x(dayNumber(current.day))} y1={0} y2={HEIGHT} />
            <circle cx={x(dayNumber(current.day))} cy={y(current)} r={5.5} />
          </g>
        )}
      </svg>
    );
  };

  return (
    <section className="history card" aria-labelledby={`${ids}-title`} aria-busy={loading}>
      <div className="history__head">
        <h2 id={`${ids}-title`} className="card__title">
          History
        </h2>
        <fieldset className="history__ranges">
          <legend className="visually-hidden">Days shown</legend>
          {HISTORY_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className="history__range"
              aria-pressed={range === r}
              disabled={loading}
              onClick={() => choose(r)}
            >
              {HISTORY_RANGE_LABELS[r]}
            </button>
          ))}
        </fieldset>
      </div>
      {loading && (
        <p className="history__note" role="status">
          Loading history…
        </p>
      )}
      {!loading && error && (
        <p className="history__error" role="alert">
          {error}
        </p>
      )}
      {/* The last range stays drawn while the next loads: the table stays open, nothing jumps. */}
      {!error && history && (
        <>
          <p className="history__note">
            {historyHeadline(points, history.range)} A day without a point is a day without a new best here;
            positions are at each day's end.
          </p>
          {peaks && (
            <ul className="history__peaks">
              <li>{bestPositionText(peaks.bestPosition)}</li>
              <li>{highestTotalText(peaks.highestTotal)}</li>
            </ul>
          )}
          {current && (
            <>
              <p className="history__readout" aria-live="polite">
                {pointText(current)}
              </p>
              <figure
                className="history__charts"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the chart's marker from day to day
                tabIndex={0}
                aria-label="History chart: the left and right arrow keys move between days"
                onKeyDown={onKey}
              >
                <p className="history__legend">
                  <span>Total score</span>
                  <span>
                    {n(Math.min(...totals))} – {n(Math.max(...totals))}
                  </span>
                </p>
                {plot((p) => yTotal(p.totalScore), 'Total score by day', peaks?.highestTotal)}
                <p className="history__legend">
                  <span>Position (#1 at the top)</span>
                  <span>
                    #{n(Math.min(...positions))} – #{n(Math.max(...positions))}
                  </span>
                </p>
                {plot((p) => yPosition(p.position), 'Venue position by day', peaks?.bestPosition)}
                <p className="history__legend">
                  <span>{first}</span>
                  <span>{latest?.now ? 'now' : last}</span>
                </p>
              </figure>
              <details className="history__table">
                <summary>History as a table</summary>
                <section
                  className="table-wrap"
                  aria-label="History table"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a year of days scrolls inside its box, and a scrolling region must be reachable by keyboard to scroll it
                  tabIndex={0}
                >
                  <table className="table">
                    <caption className="visually-hidden">Total and position at the end of each day</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col" className="num">
                          Total score
                        </th>
                        <th scope="col" className="num">
                          Position
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {points.map((p) => (
                        <tr key={p.day}>
                          <td>{pointDay(p)}</td>
                          <td className="num">{n(p.totalScore)}</td>
                          <td className="num">#{n(p.position)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              </details>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A value range with room above and below, so a flat line is not drawn on the edge. */
function padded(min: number, max: number): [number, number] {
  if (!Number.isFinite(min)) return [0, 1];
  const room = Math.max((max - min) * 0.08, 1);
  return [min - room, max + room];
}
