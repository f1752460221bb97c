import './summary.css';
import Download from 'lucide-react/icons/download';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import type { PlayerTeam } from '../../contract/schemas/players';
import { playerSearchPath } from '../../domain/back-path';
import {
  lostTopScoresText,
  rankMeaning,
  standingContext,
  standingMeaning,
} from '../../domain/figure-context';
import { formatNumber as n } from '../../domain/format';
import { amountChange, rankChange } from '../../domain/rank-change';
import { ShareButton } from '../share/ShareButton';
import { Difference } from '../shared/Difference';
import { Isolated } from '../shared/Isolated';
import { RankBadge } from '../shared/RankBadge';
import { BeatThem } from './BeatThem';
import { FollowButton } from './FollowButton';
import { MeButton } from './MeButton';
import { RankProgress } from './RankProgress';
import { StandingPercentiles } from './StandingPercentiles';
import { TrackedIndicator } from './TrackedIndicator';

/** The figures the summary shows. */
export interface SummaryFigures {
  playerRank: number;
  standing: number;
  totalScore: number;
  maximumScore: number;
  yearlyRank: number;
  yearlyScore: number;
  levelsPlayed: number;
  totalLevelCount: number;
  topScores: number;
}

interface Props {
  playerName: string;
  locationId: number;
  locationName: string;
  figures: SummaryFigures;
  /** The cached profile's figures at this venue: present when the profile is tracked. */
  cached: SummaryFigures | null;
  teams: PlayerTeam[];
  exportHref: string;
  /** How many players have a score at this venue (the position's context), when known. */
  playersAtVenue?: number | undefined;
  /** The top scores held at the snapshot and lost since, named ('Flash Mines L3'). */
  lostTops?: string[];
  /** The venue total's place among every (player, venue) total of the chain, when known. */
  chain?: { position: number; players: number } | undefined;
  /** What the Share button shares (the page's title and public address); no button without it. */
  share?: { title: string; url: string } | undefined;
}

/** The summary screen: tracked state, export, rank badge, league line, six figures and league history. */
export function SummaryView({
  playerName,
  locationId,
  locationName,
  figures,
  cached,
  teams,
  exportHref,
  playersAtVenue,
  lostTops = [],
  chain,
  share,
}: Props) {
  const seasonTwo = teams.find((t) => t.season === 2 && t.locationId === locationId);
  const lines: Array<{
    key: string;
    label: ReactNode;
    value: string;
    /** The change since the cached profile, positive when better (see rankChange). */
    diff?: number;
    /** What the figure means and where it stands, in plain words. */
    hint?: string;
    /** Shown beside the value (the position's percentiles). */
    aside?: ReactNode;
  }> = [
    {
      key: 'Leaderboard Rank',
      label: 'Leaderboard Rank',
      value: n(figures.standing),
      hint: `${playersAtVenue ? `${standingContext(figures.standing, playersAtVenue, locationName)}. ` : ''}${standingMeaning(locationName)}.`,
      aside:
        playersAtVenue && chain ? (
          <StandingPercentiles
            standing={figures.standing}
            playersAtVenue={playersAtVenue}
            locationName={locationName}
            chain={chain}
          />
        ) : undefined,
      ...(cached && { diff: rankChange(cached.standing, figures.standing) }),
    },
    {
      key: 'venue',
      // The venue's name is isolated: its own text direction stays inside it.
      label: (
        <>
          <bdi>{locationName}</bdi> Score
        </>
      ),
      value: `${n(figures.totalScore)}/${n(figures.maximumScore)}`,
      ...(cached && { diff: amountChange(cached.totalScore, figures.totalScore) }),
    },
    {
      key: 'Yearly Leaderboard Rank',
      label: 'Yearly Leaderboard Rank',
      value: n(figures.yearlyRank),
      ...(cached && { diff: rankChange(cached.yearlyRank, figures.yearlyRank) }),
    },
    {
      key: 'Yearly Score',
      label: 'Yearly Score',
      value: n(figures.yearlyScore),
      ...(cached && { diff: amountChange(cached.yearlyScore, figures.yearlyScore) }),
    },
    {
      key: 'Levels',
      label: 'Levels',
      value: `${n(figures.levelsPlayed)} / ${n(figures.totalLevelCount)}`,
      ...(cached && { diff: amountChange(cached.levelsPlayed, figures.levelsPlayed) }),
    },
    {
      key: 'Top scores',
      label: 'Top scores',
      value: n(figures.topScores),
      ...(cached && { diff: amountChange(cached.topScores, figures.topScores) }),
    },
  ];

  return (
    <div className="summary">
      <a className="pill-link venue-chip" href={playerSearchPath(playerName, locationId)}>
        <MapPin aria-hidden="true" size={16} />
        <bdi>{locationName}</bdi>
        <span className="venue-chip__action">Switch</span>
        <span className="visually-hidden"> location</span>
      </a>
      <div className="summary__actions">
        <TrackedIndicator tracked={cached !== null} playerName={playerName} />
        <div className="summary__buttons">
          <MeButton player={{ name: playerName, locationId, venue: locationName }} />
          <FollowButton playerName={playerName} />
          {share && <ShareButton title={share.title} url={share.url} />}
          <a className="button" href={exportHref} download>
            <Download aria-hidden="true" size={18} /> Export Data
          </a>
        </div>
      </div>
      <div className="summary__hero">
        <RankBadge rank={figures.playerRank} size="large" />
        <div>
          <p className="summary__rank-label">Rank {figures.playerRank}</p>
          <p className="summary__meaning">
            <Isolated text={rankMeaning(locationName)} names={[locationName]} />
          </p>
          <RankProgress totalScore={figures.totalScore} maximumScore={figures.maximumScore} />
          {seasonTwo && (
            <p className="summary__league">
              Division {seasonTwo.division} - <bdi>{seasonTwo.name}</bdi> (
              <bdi>{seasonTwo.players.join(', ')}</bdi>)
            </p>
          )}
        </div>
      </div>
      <dl className="summary__lines">
        {lines.map((line) => (
          <div className="summary__line" key={line.key}>
            <dt>{line.label}</dt>
            <dd>
              <span className="summary__value">{line.value}</span>
              {line.diff !== undefined && <Difference value={line.diff} />}
              {line.aside}
              {line.hint && (
                <span className="summary__meaning">
                  <Isolated text={line.hint} names={[locationName]} />
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {lostTops.length > 0 && <p className="summary__lost">{lostTopScoresText(lostTops)}</p>}
      <BeatThem playerName={playerName} locationId={locationId} />
      {teams.length > 0 && (
        <section className="summary__history" aria-labelledby="agl-history">
          <h2 id="agl-history" className="card__title">
            AGL History
          </h2>
          <section
            className="table-wrap summary__history-table"
            aria-label="AGL History table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: five columns may be wider than the screen, and a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
          >
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Season</th>
                  <th scope="col">Team Name</th>
                  <th scope="col">Location</th>
                  <th scope="col" className="num">
                    Division
                  </th>
                  <th scope="col" className="num">
                    Final Placement
                  </th>
                </tr>
              </thead>
              <tbody>
                {teams.map((team) => (
                  <tr key={`${team.season}-${team.name}`}>
                    <td>{team.season}</td>
                    <td>
                      <bdi>{team.name}</bdi>
                    </td>
                    <td>
                      <bdi>{team.location}</bdi>
                    </td>
                    <td className="num">{team.division}</td>
                    <td className="num">{team.finalPlacement ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {/* On a phone, one card per team: five columns do not fit beside each other. */}
          <ul className="summary__history-cards">
            {teams.map((team) => (
              <li className="history-card" key={`${team.season}-${team.name}`}>
                <p className="history-card__title">
                  <bdi>{team.name}</bdi>
                </p>
                <dl className="history-card__facts">
                  <div>
                    <dt>Season</dt>
                    <dd>{team.season}</dd>
                  </div>
                  <div>
                    <dt>Location</dt>
                    <dd>
                      <bdi>{team.location}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>Division</dt>
                    <dd>{team.division}</dd>
                  </div>
                  <div>
                    <dt>Final Placement</dt>
                    <dd>{team.finalPlacement ?? '-'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
