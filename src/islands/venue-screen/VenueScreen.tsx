import './venue-screen.css';
import { useStore } from '@nanostores/react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { VenueScreen as ScreenData } from '../../contract/schemas/venue-screen';
import { clockTime } from '../../domain/clock-time';
import { formatNumber } from '../../domain/format';
import {
  rowsPerColumn,
  SCREEN_ROWS_PER_COLUMN,
  type ScreenOptions,
  type ScreenPanel,
} from '../../domain/venue-screen-options';
import { screenStatus } from '../../domain/venue-screen-status';
import { $venueScreen, startVenueScreen } from '../../stores/venue-screen';

/** How long each panel stays up. */
const PANEL_MS = 12_000;

const TITLES: Record<ScreenPanel, string> = {
  board: 'Leaderboard',
  tops: 'New top scores today',
  movers: "Today's climbers",
};

/** The most rows each list can have: its rows share the panel's height evenly, full or not. */
const TOPS_SLOTS = 10;
const MOVERS_SLOTS = 5;

const CHANGE: Record<ScreenData['board'][number]['change'], { mark: string; label: string }> = {
  up: { mark: '▲', label: 'up' },
  down: { mark: '▼', label: 'down' },
  same: { mark: '–', label: 'unchanged' },
  new: { mark: 'NEW', label: 'new on the board' },
};

/** The newest top's identity: a new one brings its panel up at once. */
const newestTop = (d: ScreenData | null) => {
  const t = d?.newTops[0];
  return t ? `${t.name}|${t.game}|${t.level}|${t.score}` : '';
};

interface Props {
  initial: ScreenData;
  /** How many board rows, and which panels in which order (from the page's address). */
  options: ScreenOptions;
  /** The site's time zone: the times shown are the venue's, on the server's render and the TV alike. */
  timeZone: string;
  /** The QR code of the venue's public board, drawn by the server (the page's `qr` slot). */
  qr?: ReactNode;
}

/**
 * The venue's TV screen: cycles through its panels (the board, today's new top scores, today's
 * climbers), follows the data live (an event stream, or polling while it is away) and says so
 * truthfully, with the time of the data it shows. Needs no input.
 */
export function VenueScreen({ initial, options, timeZone, qr }: Props) {
  const state = useStore($venueScreen);
  const data = state.data ?? initial;
  const { panels } = options;
  const [panel, setPanel] = useState<ScreenPanel>(panels[0] ?? 'board');
  const [cycle, setCycle] = useState(0);
  const lastTop = useRef(newestTop(initial));
  const status = screenStatus(state.mode, state.offlineSince, timeZone);

  useEffect(() => startVenueScreen(initial), [initial]);

  // A new top score is the news: shown at once (where the screen shows them), and the cycle starts again from it.
  useEffect(() => {
    if (!state.data) return;
    const top = newestTop(state.data);
    if (top !== '' && top !== lastTop.current && panels.includes('tops')) {
      setPanel('tops');
      setCycle((c) => c + 1);
    }
    lastTop.current = top;
  }, [state.data, panels]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `cycle` restarts the timer on purpose.
  useEffect(() => {
    if (panels.length < 2) return;
    const timer = setInterval(
      () => setPanel((p) => panels[(panels.indexOf(p) + 1) % panels.length] ?? 'board'),
      PANEL_MS,
    );
    return () => clearInterval(timer);
  }, [cycle, panels]);

  return (
    // A board of two columns needs the width: its QR code goes under it, beside its words.
    <div className={`venue-screen${options.rows > SCREEN_ROWS_PER_COLUMN ? ' venue-screen--dense' : ''}`}>
      <header className="venue-screen__bar">
        <h1 className="venue-screen__venue">{data.venue.name}</h1>
        <p className={`venue-screen__mode venue-screen__mode--${status.kind}`}>
          <span className="venue-screen__dot" aria-hidden="true" />
          {status.text}
        </p>
      </header>
      <main id="main" className="venue-screen__panel">
        <h2 className="venue-screen__title">{TITLES[panel]}</h2>
        {panel === 'board' && <Board rows={data.board.slice(0, options.rows)} shown={options.rows} />}
        {panel === 'tops' && <NewTops tops={data.newTops} />}
        {panel === 'movers' && <Movers movers={data.movers} />}
      </main>
      {qr && <aside className="venue-screen__scan">{qr}</aside>}
      <footer className="venue-screen__foot">
        <div className="venue-screen__side">
          <p className="venue-screen__updated">
            Updated <time dateTime={data.updatedAt}>{clockTime(data.updatedAt, timeZone)}</time>
          </p>
          {panels.length > 1 && (
            <ol className="venue-screen__dots" aria-label="Panels">
              {panels.map((p) => (
                <li
                  key={p}
                  className={p === panel ? 'is-current' : undefined}
                  aria-current={p === panel ? 'true' : undefined}
                >
                  <span className="visually-hidden">{TITLES[p]}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </footer>
    </div>
  );
}

/** A list's style: how many rows share its height (CSS reads it). */
const slots = (n: number) => ({ '--slots': n }) as CSSProperties;

function Board({ rows, shown }: { rows: ScreenData['board']; shown: number }) {
  if (rows.length === 0) return <p className="venue-screen__empty">No one is on this board yet.</p>;
  // Past 10 rows the board is read in two columns, top half on the left.
  const twoColumns = shown > SCREEN_ROWS_PER_COLUMN;
  return (
    <ol
      className={`venue-screen__rows${twoColumns ? ' venue-screen__rows--two' : ''}`}
      style={slots(rowsPerColumn(shown))}
    >
      {rows.map((r) => (
        <li key={`${r.position}|${r.name}`} className="venue-screen__row">
          <span className="venue-screen__pos">{r.position}</span>
          <span className="venue-screen__name">{r.name}</span>
          <span className="venue-screen__score">{formatNumber(r.score)}</span>
          <span className={`venue-screen__change venue-screen__change--${r.change}`}>
            <span aria-hidden="true">{CHANGE[r.change].mark}</span>
            <span className="visually-hidden">{CHANGE[r.change].label}</span>
            {r.places !== 0 && <span>{Math.abs(r.places)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function NewTops({ tops }: { tops: ScreenData['newTops'] }) {
  if (tops.length === 0)
    return <p className="venue-screen__empty">No new top score yet today. Be the first!</p>;
  return (
    <ol className="venue-screen__rows" style={slots(TOPS_SLOTS)}>
      {tops.map((t) => (
        <li key={`${t.game}|${t.level}`} className="venue-screen__row venue-screen__row--top">
          <span className="venue-screen__name">{t.name}</span>
          <span className="venue-screen__game">
            {t.game} L{t.level}
          </span>
          <span className="venue-screen__score">{formatNumber(t.score)}</span>
        </li>
      ))}
    </ol>
  );
}

function Movers({ movers }: { movers: ScreenData['movers'] }) {
  if (movers.length === 0)
    return <p className="venue-screen__empty">No one has climbed the board yet today.</p>;
  return (
    <ol className="venue-screen__rows" style={slots(MOVERS_SLOTS)}>
      {movers.map((m) => (
        <li key={m.name} className="venue-screen__row venue-screen__row--mover">
          <span className="venue-screen__name">{m.name}</span>
          <span className="venue-screen__climb">
            #{m.from} <span aria-hidden="true">→</span>
            <span className="visually-hidden">to</span> #{m.to}
          </span>
          <span className="venue-screen__change venue-screen__change--up">
            <span aria-hidden="true">▲</span>
            <span className="visually-hidden">up</span> {m.from - m.to}
          </span>
        </li>
      ))}
    </ol>
  );
}
