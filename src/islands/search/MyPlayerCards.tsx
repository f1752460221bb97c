import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $followed, $me, $recentPlayers, loadAccountMe } from '../../stores/remembered-players';
import { RecentPlayers } from './RecentPlayers';
import { YourSummary } from './YourSummary';

/** "Your summary" and "Recent players" side by side, once the device's storage is read. */
export default function MyPlayerCards() {
  const me = useStore($me);
  const recent = useStore($recentPlayers);
  // The players "me" follows: "since your last visit" tells who of them passed "me".
  const followed = useStore($followed);
  useEffect(() => {
    void loadAccountMe();
  }, []);
  if (!me && recent.length === 0) return null;
  return (
    <div className="my-players">
      {me && <YourSummary me={me} followed={followed} />}
      {recent.length > 0 && <RecentPlayers players={recent} />}
    </div>
  );
}
