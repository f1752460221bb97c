import './my-players.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $me, $recentPlayers, loadAccountMe } from '../../stores/remembered-players';
import { RecentPlayers } from './RecentPlayers';
import { YourSummary } from './YourSummary';

/**
 * The players "me" follows, for "since your last visit" to tell who passed them. None yet: the
 * device's list of followed players (issue 39, point 3) connects here.
 */
const FOLLOWED: readonly string[] = [];

/** "Your summary" and "Recent players" side by side, once the device's storage is read. */
export default function MyPlayerCards() {
  const me = useStore($me);
  const recent = useStore($recentPlayers);
  useEffect(() => {
    void loadAccountMe();
  }, []);
  if (!me && recent.length === 0) return null;
  return (
    <div className="my-players">
      {me && <YourSummary me={me} followed={FOLLOWED} />}
      {recent.length > 0 && <RecentPlayers players={recent} />}
    </div>
  );
}
