import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $playerBadges, loadPlayerBadges } from '@/stores/player-badges';
import { Spinner } from '../../shared/Spinner';
import { Stars } from './Stars';

const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

/** The Badges screen: the badges the player holds, each with its stars, description and date. */
export function BadgesView({ playerName }: { playerName: string }) {
  const { loading, error, data } = useStore($playerBadges);
  useEffect(() => {
    void loadPlayerBadges(playerName);
  }, [playerName]);
  if (loading) return <Spinner label="Loading the badges…" />;
  if (error)
    return (
      <p className="error-text" role="alert">
        {error}
      </p>
    );
  if (data.length === 0) return <p className="empty">No badges to show yet.</p>;
  return (
    <ul className="player-badges">
      {data.map((badge) => (
        <li key={badge._id} className="player-badges__badge">
          <h3 className="player-badges__title">
            <bdi>{badge.title}</bdi>
          </h3>
          <Stars value={badge.stars} />
          <p className="player-badges__description">
            <bdi>{badge.description}</bdi>
          </p>
          <p className="player-badges__awarded">
            Awarded <time dateTime={badge.awardedAt}>{day(badge.awardedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
