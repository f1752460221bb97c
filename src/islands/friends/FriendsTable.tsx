import { formatNumber as n } from '../../domain/format';
import { Gained } from './Gained';

/** A row of a friends' view, ranked. */
export interface FriendsTableRow {
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
 * under the score, as the board's own change goes under its rank.
 */
export function FriendsTable({ caption, rows }: { caption: string; rows: readonly FriendsTableRow[] }) {
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
            <th scope="col" className="num">
              Place
            </th>
            <th scope="col" className="num friends__today">
              Today
            </th>
            <th scope="col" className="num">
              Score
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
              <td className="num">#{n(r.position)}</td>
              <td className="num friends__today">
                <Gained value={r.gainedToday} />
              </td>
              <td className="num">
                {n(r.score)}
                <span className="friends__today-phone">
                  <Gained value={r.gainedToday} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
