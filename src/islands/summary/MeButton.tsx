import { useStore } from '@nanostores/react';
import UserCheck from 'lucide-react/icons/user-check';
import { useEffect } from 'react';
import { sameName } from '../../domain/player-name';
import type { RememberedPlayer } from '../../domain/remembered-players';
import { $me, addRecentPlayer, forgetMe, loadAccountMe, rememberMe } from '../../stores/remembered-players';
import { useMounted } from '../shared/use-mounted';
import { AlertsButton } from './AlertsButton';

/**
 * The summary's "This is me" (the device remembers the player, and the landing opens with their
 * summary), or, once they are, "Not me". Opening the summary also puts the player first in the
 * device's recent players. Nothing shows until the device's storage is read (its place is held):
 * the page is the same for everyone, so the server cannot know.
 */
export function MeButton({ player }: { player: RememberedPlayer }) {
  const mounted = useMounted();
  const me = useStore($me);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per player shown
  useEffect(() => {
    addRecentPlayer(player);
    void loadAccountMe();
  }, [player.name, player.locationId]);
  // Before the storage is read, the button's place is held but nothing is shown: appearing later,
  // it pushed Export Data to a line of its own on a phone, and the whole summary down with it.
  if (!mounted)
    return (
      <span className="button me-button--pending" aria-hidden="true">
        This is me
      </span>
    );
  if (me && sameName(me.name, player.name))
    return (
      <span className="me-button">
        <span className="me-button__mark">
          <UserCheck aria-hidden="true" size={18} /> You
        </span>
        <AlertsButton playerName={player.name} />
        <button type="button" className="button" onClick={() => forgetMe(player.name)}>
          Not me
        </button>
      </span>
    );
  return (
    <button type="button" className="button" onClick={() => rememberMe(player)}>
      This is me
    </button>
  );
}
