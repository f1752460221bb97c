import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber as n } from '../../domain/format';
import { keptAtText } from '../../domain/kept-at';
import { playerPath } from '../../domain/paths';
import { sameName } from '../../domain/player-name';
import type { RememberedPlayer } from '../../domain/remembered-players';
import { $myDay, loadMyDay } from '../../stores/my-day';
import { forgetMe } from '../../stores/remembered-players';
import { SinceLastVisit } from './SinceLastVisit';

/**
 * The landing's "Your summary" for the device's "me": a link to their summary, the summary's own
 * day line (their place and its change since yesterday), their total and position, and what
 * changed since the last visit on this device (with the followed players who passed them and
 * whom they passed); "Not me" forgets them. Offline, the figures the device last saw, as of then.
 */
export function YourSummary({ me, followed }: { me: RememberedPlayer; followed: readonly string[] }) {
  const { loading, error, data } = useStore($myDay);
  // biome-ignore lint/correctness/useExhaustiveDependencies: again only for another player
  useEffect(() => {
    void loadMyDay(me);
  }, [me.name, me.locationId]);
  // An answer for another player (the previous "me") is not this one's.
  const day = data && sameName(data.playerName, me.name) && data.locationId === me.locationId ? data : null;
  const venue = day?.venue ?? me.venue;
  return (
    <section className="card my-players__card my-players__card--me" aria-labelledby="your-summary-title">
      <h2 id="your-summary-title" className="card__title">
        Your summary
      </h2>
      <a className="my-players__row" href={playerPath(me.name, me.locationId)}>
        <span className="my-players__who">
          <bdi className="my-players__name">{me.name}</bdi>
          {venue && <bdi className="my-players__venue">{venue}</bdi>}
        </span>
      </a>
      <p className="my-players__day" aria-busy={loading}>
        {day ? day.line : loading ? 'Loading today…' : (error ?? '')}
      </p>
      {day?.asOf !== undefined && (
        <p className="my-players__as-of">Offline: as of {keptAtText(new Date(day.asOf))}</p>
      )}
      {day && (
        <dl className="my-players__figures">
          <div>
            <dt>Position</dt>
            <dd>#{n(day.standing)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{n(day.totalScore)}</dd>
          </div>
        </dl>
      )}
      {day && <SinceLastVisit me={me} day={day} followed={followed} />}
      <button type="button" className="button" onClick={() => forgetMe(me.name)}>
        Not me
      </button>
    </section>
  );
}
