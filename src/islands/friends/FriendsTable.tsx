import { formatNumber as n } from '../../domain/format';
import { Gained } from './Gained';

/** A row of a friends' view, ranked. */
interface FriendsTableRow {
  key: string;
  /** Among the friends. */
  place: number;
  playerName: string;
  href: string;
  isMe: boolean;
  /** The venue, on the world board's view. */
  where?: string | undefined;
  /** Their place on the board itself. */
  position: number;
  gainedToday: number;
  score: number;
}

/**
 * A board's (or a level's) Friends view as a table: the place among friends, the name ("me"'s row
 * marked), the place on the board, what today added and the score. On a phone today's change goes
 * under the score, as the board's own change goes under its rank. Over another period than today
 * (`figure` names its column) the score is that period's figure alone: the total at yesterday's
 * close, or the points gained.
 */
export function FriendsTable({
  caption,
  rows,
  figure,
}: {
  caption: string;
  rows: readonly FriendsTableRow[];
  figure?: string | undefined;
}) {
  // The day's view has the board's place and today's change; a period past has its one figure.
  const day = figure === undefined;
  return (
    <div className="table-wrap">
      <table className="table friends__board" data-friends-board>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              #
            </th>
            <th scope="col">Name</th>
            {day && (
              <>
                <th scope="col" className="num">
                  Place
                </th>
                <th scope="col" className="num friends__today">
                  Today
                </th>
              </>
            )}
            <th scope="col" className="num">
              {figure ?? 'Score'}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.key}
              className={r.isMe ? 'is-current' : undefined}
              aria-current={r.isMe ? 'true' : undefined}
            >
              <td className="num">{r.place}</td>
              <td className="friends__who">
                <a href={r.href}>
                  <bdi>{r.playerName}</bdi>
                </a>
                {r.isMe && <span className="friends__you"> (you)</span>}
                {r.where !== undefined && <bdi className="friends__where">{r.where}</bdi>}
              </td>
              {day && (
                <>
                  <td className="num">#{n(r.position)}</td>
                  <td className="num friends__today">
                    <Gained value={r.gainedToday} />
                  </td>
                </>
              )}
              <td className="num">
                {n(r.score)}
                {day && (
                  <span className="friends__today-phone">
                    <Gained value={r.gainedToday} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
