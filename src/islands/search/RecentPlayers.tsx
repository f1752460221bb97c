import { playerPath } from '../../domain/paths';
import type { RememberedPlayer } from '../../domain/remembered-players';

/** The landing's "Recent players": the summaries last opened on this device, the latest first. */
export function RecentPlayers({ players }: { players: readonly RememberedPlayer[] }) {
  return (
    <section className="card my-players__card" aria-labelledby="recent-players-title">
      <h2 id="recent-players-title" className="card__title">
        Recent players
      </h2>
      <ol className="my-players__list">
        {players.map((p) => (
          <li key={`${p.name}-${p.locationId}`}>
            <a className="my-players__row" href={playerPath(p.name, p.locationId)}>
              <span className="my-players__who">
                <bdi className="my-players__name">{p.name}</bdi>
                {p.venue && <bdi className="my-players__venue">{p.venue}</bdi>}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
