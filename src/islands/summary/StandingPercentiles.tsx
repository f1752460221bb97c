import { percentileText } from '../../domain/percentile';
import { Isolated } from '../shared/Isolated';

interface Props {
  standing: number;
  playersAtVenue: number;
  locationName: string;
  /** The venue total's place among every (player, venue) total of the chain. */
  chain: { position: number; players: number };
}

/** Beside the position: 'top 3% at Leeds, top 8% of the chain'. */
export function StandingPercentiles({ standing, playersAtVenue, locationName, chain }: Props) {
  const text = `${percentileText(standing, playersAtVenue, `at ${locationName}`)}, ${percentileText(chain.position, chain.players, 'of the chain')}`;
  return (
    <span className="standing-percentiles">
      <Isolated text={text} names={[locationName]} />
    </span>
  );
}
