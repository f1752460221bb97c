import './search.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { DailyStats } from '../../contract/schemas/stats';
import { formatNumber as n } from '../../domain/format';
import { playerPath } from '../../domain/paths';
import { $dailyStats, loadDailyStats } from '../../stores/daily-stats';

function StatsCard({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: DailyStats['searchedPlayers'];
  empty: string;
}) {
  return (
    <section className="card daily-visits__card" aria-label={title}>
      <h3 className="card__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ol className="daily-visits__list">
          {rows.map((row) => (
            <li key={`${row.playerName}-${row.locationId}`}>
              <a className="daily-visits__row" href={playerPath(row.playerName, row.locationId)}>
                <bdi className="daily-visits__name">{row.playerName}</bdi>
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
 * compared players. Hidden while loading, on error, or without data.
 */
export function DailyVisits() {
  const { loading, error, data } = useStore($dailyStats);
  useEffect(() => {
    void loadDailyStats();
  }, []);
  // An empty anchor while hidden: the island hydrates when it comes into view (client:visible),
  // which needs an element to watch. Until the figures come (or fail), it is marked pending: the
  // landing page keeps what follows unseen meanwhile, so nothing jumps when the block appears.
  if (loading || error || !data)
    return <div className={`daily-visits-anchor${error ? '' : ' daily-visits-anchor--pending'}`} />;
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
