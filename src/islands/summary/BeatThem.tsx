import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sameName } from '../../domain/player-name';
import { $headToHead, loadHeadToHead } from '../../stores/head-to-head';
import { $me } from '../../stores/remembered-players';
import { DuelList } from '../shared/DuelList';

/**
 * On another player's summary, "me" against them at this venue: the levels where they are just
 * ahead of me and where I am just ahead of them, the closest first. Nothing when "me" is unknown,
 * is this player, or has no score here (the page is the same for everyone: drawn in the browser).
 */
export function BeatThem({ playerName, locationId }: { playerName: string; locationId: number }) {
  const me = useStore($me);
  const { data } = useStore($headToHead);
  const other = me && !sameName(me.name, playerName) ? me.name : undefined;
  useEffect(() => {
    if (other) void loadHeadToHead(other, locationId, playerName);
  }, [other, locationId, playerName]);
  if (!other || !data || !sameName(data.otherName, playerName) || !sameName(data.playerName, other))
    return null;
  return (
    <section className="card where-to-beat__player" aria-label={`You against ${playerName}`}>
      <DuelList
        title={
          <>
            Levels where <bdi>{playerName}</bdi> is just ahead of you
          </>
        }
        duels={data.theyLead}
        none="None: every level you both played is yours or tied."
        leader="theirs"
      />
      <DuelList
        title={
          <>
            Levels where you are just ahead of <bdi>{playerName}</bdi>
          </>
        }
        duels={data.iLead}
        none="None yet."
        leader="mine"
      />
    </section>
  );
}
