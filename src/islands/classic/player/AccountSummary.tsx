import { useStore } from '@nanostores/react';
import Download from 'lucide-react/icons/download';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { type ReactNode, useEffect } from 'react';
import type { ClassicPlayerInfo } from '@/contract/schemas/classic';
import type { ClassicLocation } from '@/contract/schemas/locations';
import { totalWins } from '@/domain/classic-games';
import { formatNumber as n } from '@/domain/format';
import { currentBaseline, monthlyKey, monthlyScore, monthOf } from '@/domain/monthly-score';
import { $classicLocations } from '@/stores/classic-lookup';
import { $monthlyBaselines, resetMonthlyScore, trackMonthlyScore } from '@/stores/classic-monthly';
import { $summaryAllVenues, loadSummaryAllVenues } from '@/stores/classic-summary';
import { RankBadge } from '../../shared/RankBadge';
import { ClaimProfile } from './ClaimProfile';
import { OldRankBadge } from './OldRankBadge';
import { Stars } from './Stars';

interface Props {
  player: ClassicPlayerInfo;
  venue: ClassicLocation;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((s, c) => s + c, 0);

/** The Account Summary: stars, both rank images, the venue's figures, and Export, Reset, Claim. */
export function AccountSummary({ player, venue }: Props) {
  const baselines = useStore($monthlyBaselines);
  const allVenues = useStore($summaryAllVenues);
  const { data: venues } = useStore($classicLocations);
  const name = player.player_name;
  const score = player.local_score;

  useEffect(() => {
    trackMonthlyScore(venue.id, name, score);
  }, [venue.id, name, score]);
  useEffect(() => {
    void loadSummaryAllVenues(name);
  }, [name]);

  const monthly = monthlyScore(
    currentBaseline(baselines[monthlyKey(venue.id, name)], score, monthOf(new Date())),
    score,
  );
  const wins = allVenues.data ? n(totalWins(venues, allVenues.data.locations)) : allVenues.error ? '–' : '…';
  const exportHref = `/players/exportData/${encodeURIComponent(name)}?locationId=${venue.id}&layout=levels`;

  const figures: Array<{ key: string; label: ReactNode; value: string; hint?: string }> = [
    {
      key: 'venue',
      // The venue's name is isolated: its own text direction stays inside it.
      label: (
        <>
          <bdi>{venue.name}</bdi> Score
        </>
      ),
      value: n(score),
    },
    {
      key: 'Monthly Score',
      label: 'Monthly Score',
      value: n(monthly),
      hint: 'Gained since this month began or the last reset, on this device',
    },
    {
      key: 'Leaderboard Rank',
      label: 'Leaderboard Rank',
      value: `#${n(player.local_rank)}`,
      hint: `of ${n(venue.rankings_count)} players`,
    },
    {
      key: 'Levels Passed',
      label: 'Levels Passed',
      value: `${n(player.passedLevels)} / ${n(player.levels)}`,
    },
    { key: 'Top Scores', label: 'Top Scores', value: n(sum(player.topScores)) },
    { key: 'Total Wins', label: 'Total Wins', value: wins, hint: 'Top scores held at every location' },
  ];

  return (
    <div className="account-summary">
      <div className="account-summary__hero">
        <figure className="account-summary__badge">
          <Stars value={player.stars} size="large" />
          <figcaption>Stars</figcaption>
        </figure>
        <figure className="account-summary__badge">
          <RankBadge rank={player.player_rank} size="large" />
          <figcaption>Rank {player.player_rank}</figcaption>
        </figure>
        <figure className="account-summary__badge">
          <OldRankBadge rank={player.player_rank} />
          <figcaption>Old rank badge</figcaption>
        </figure>
      </div>
      <dl className="account-summary__figures">
        {figures.map((f) => (
          <div key={f.key} className="account-summary__figure">
            <dt>{f.label}</dt>
            <dd>
              <span className="account-summary__value">{f.value}</span>
              {f.hint && <span className="account-summary__hint">{f.hint}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {allVenues.error && <p className="error-text">{allVenues.error}</p>}
      <div className="account-summary__actions">
        <a className="button button--primary" href={exportHref} download>
          <Download aria-hidden="true" size={18} /> Export Data
        </a>
        <button type="button" className="button" onClick={() => resetMonthlyScore(venue.id, name, score)}>
          <RotateCcw aria-hidden="true" size={18} /> Reset Monthly Score
        </button>
        <ClaimProfile playerName={name} />
      </div>
    </div>
  );
}
