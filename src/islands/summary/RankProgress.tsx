import { useId } from 'react';
import { rankProgress, rankProgressText } from '../../domain/rank-progress';

/**
 * Under the shield: how far the player is on the way to their next rank, in words and as a bar
 * ('Rank 79 → 80: 84%, 3,870 points to go'); 'Highest rank' once the next rank needs more than
 * every top score of the venue together.
 */
export function RankProgress({ totalScore, maximumScore }: { totalScore: number; maximumScore: number }) {
  const id = useId();
  const progress = rankProgress(totalScore, maximumScore);
  return (
    <div className="rank-progress">
      <p id={id} className="rank-progress__text">
        {rankProgressText(progress)}
      </p>
      {progress.kind === 'next' && (
        <div
          className="rank-progress__bar"
          role="progressbar"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={rankProgressText(progress)}
        >
          <div className="rank-progress__fill" style={{ width: `${progress.percent}%` }} />
        </div>
      )}
    </div>
  );
}
