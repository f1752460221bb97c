import './venue-screen.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { VenueScreen as ScreenData } from '../../contract/schemas/venue-screen';
import { formatNumber } from '../../domain/format';
import { $venueScreen, startVenueScreen } from '../../stores/venue-screen';

/** How long each panel stays up. */
const PANEL_MS = 12_000;

type Panel = 'board' | 'tops' | 'movers';
const PANELS: readonly Panel[] = ['board', 'tops', 'movers'];
const TITLES: Record<Panel, string> = {
  board: 'Leaderboard',
  tops: 'New top scores today',
  movers: "Today's climbers",
};

const CHANGE: Record<ScreenData['board'][number]['change'], { mark: string; label: string }> = {
  up: { mark: '▲', label: 'up' },
  down: { mark: '▼', label: 'down' },
  same: { mark: '–', label: 'unchanged' },
  new: { mark: 'NEW', label: 'new on the board' },
};

const MODE_TEXT = { live: 'Live', connecting: 'Reconnecting…', polling: 'Updating every 10 s' } as const;

/** The newest top's identity: a new one brings its panel up at once. */
const newestTop = (d: ScreenData | null) => {
  const t = d?.newTops[0];
  return t ? `${t.name}|${t.game}|${t.level}|${t.score}` : '';
};

/**
 * The venue's TV screen: cycles through the board, today's new top scores and today's climbers,
 * and follows the data live (an event stream, or polling while it is away). Needs no input.
 */
export function VenueScreen({ initial }: { initial: ScreenData }) {
  const state = useStore($venueScreen);
  const data = state.data ?? initial;
  const [panel, setPanel] = useState<Panel>('board');
  const [cycle, setCycle] = useState(0);
  const lastTop = useRef(newestTop(initial));

  useEffect(() => startVenueScreen(initial), [initial]);

  // A new top score is the news: shown at once, and the cycle starts again from it.
  useEffect(() => {
    if (!state.data) return;
    const top = newestTop(state.data);
    if (top !== '' && top !== lastTop.current) {
      setPanel('tops');
      setCycle((c) => c + 1);
    }
    lastTop.current = top;
  }, [state.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `cycle` restarts the timer on purpose.
  useEffect(() => {
    const timer = setInterval(
      () => setPanel((p) => PANELS[(PANELS.indexOf(p) + 1) % PANELS.length] ?? 'board'),
      PANEL_MS,
    );
    return () => clearInterval(timer);
  }, [cycle]);

  return (
    <div className="venue-screen">
      <header className="venue-screen__bar">
        <h1 className="venue-screen__venue">{data.venue.name}</h1>
        <p className={`venue-screen__mode venue-screen__mode--${state.mode}`}>
          <span className="venue-screen__dot" aria-hidden="true" />
          {MODE_TEXT[state.mode]}
        </p>
      </header>
      <main id="main" className="venue-screen__panel">
        <h2 className="venue-screen__title">{TITLES[panel]}</h2>
        {panel === 'board' && <Board rows={data.board} />}
        {panel === 'tops' && <NewTops tops={data.newTops} />}
        {panel === 'movers' && <Movers movers={data.movers} />}
      </main>
      <ol className="venue-screen__dots" aria-label="Panels">
        {PANELS.map((p) => (
          <li
            key={p}
            className={p === panel ? 'is-current' : undefined}
            aria-current={p === panel ? 'true' : undefined}
          >
            {TITLES[p]}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Board({ rows }: { rows: ScreenData['board'] }) {
  if (rows.length === 0) return <p className="venue-screen__empty">No one is on this board yet.</p>;
  return (
    <ol className="venue-screen__rows">
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
    <ol className="venue-screen__rows">
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
    <ol className="venue-screen__rows">
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
