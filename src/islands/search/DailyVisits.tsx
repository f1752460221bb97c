import './search.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { LookupCount } from '../../contract/schemas/stats';
import { topCounts } from '../../domain/daily-stats';
import { formatNumber as n } from '../../domain/format';
import { playerPath } from '../../domain/paths';
import { $dailyStats, loadDailyStats } from '../../stores/daily-stats';

function StatsCard({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: readonly LookupCount[] | undefined;
  empty: string;
}) {
  const shown = topCounts(rows);
  return (
    <section className="card daily-visits__card" aria-label={title}>
      <h3 className="card__title">{title}</h3>
      {shown.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ol className="daily-visits__list">
          {shown.map((row) => (
            <li key={`${row.playerName}-${row.locationId}`}>
              <a className="daily-visits__row" href={playerPath(row.playerName, row.locationId)}>
                {/* The venue tells apart one player's rows at two venues. */}
                <span className="daily-visits__who">
                  <bdi className="daily-visits__name">{row.playerName}</bdi>
                  {row.locationName && <bdi className="daily-visits__venue">{row.locationName}</bdi>}
                </span>
                <span className="daily-visits__count">{n(row.count)}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The landing page's Daily Visits block: today's visit count and the most searched and most
 * compared players (at most 20 each, the most counted first, with their venue). Hidden while
 * loading, on error, or without data.
 */
export function DailyVisits() {
  const { loading, error, data } = useStore($dailyStats);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void loadDailyStats().finally(() => setSettled(true));
  }, []);
  // An empty anchor while hidden: the island hydrates when it comes into view (client:visible),
  // which needs an element to watch. Until the figures come (or fail, or come as nothing), it is
  // marked pending: the landing page keeps what follows unseen meanwhile, so nothing jumps when
  // the block appears.
  if (loading || error || !data) {
    const pending = loading || (!error && !settled);
    return <div className={`daily-visits-anchor${pending ? ' daily-visits-anchor--pending' : ''}`} />;
  }
  return (
    <section className="daily-visits" aria-labelledby="daily-visits-title">
      <h2 id="daily-visits-title" className="daily-visits__title">
        Daily Visits <span className="daily-visits__total">{n(data.visitsCount ?? 0)}</span>
      </h2>
      <div className="daily-visits__cards">
        <StatsCard title="Most Searched" rows={data.searchedPlayers} empty="No searches yet" />
        <StatsCard title="Most Compared" rows={data.comparedPlayers} empty="No compares yet" />
      </div>
    </section>
  );
}
