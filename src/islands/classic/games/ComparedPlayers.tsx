import { useStore } from '@nanostores/react';
import X from 'lucide-react/icons/x';
import { $comparedPlayers, clearComparedPlayers, removeComparedPlayer } from '@/stores/classic-compare';

/** The compared players: click one to stop comparing with them, or clear the list. */
export function ComparedPlayers() {
  const players = useStore($comparedPlayers);
  if (players.length === 0) return null;
  return (
    <section className="compared" aria-labelledby="compared-title">
      <h3 id="compared-title" className="compared__title">
        Compared players
      </h3>
      <ul className="compared__list">
        {players.map((p) => (
          <li key={`${p.playerName}:${p.locationId}`}>
            <button
              type="button"
              className="chip"
              aria-label={`Remove ${p.playerName} from the comparison`}
              onClick={() => removeComparedPlayer(p.playerName)}
            >
              <bdi>{p.playerName}</bdi>
              {p.locationName && <bdi className="chip__meta">{p.locationName}</bdi>}
              <X aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={clearComparedPlayers}>
        Clear players list
      </button>
    </section>
  );
}
