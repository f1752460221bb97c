/** What to do to have friends: said where a list of them would be. */
export function FollowHint() {
  return (
    <div className="card friends__empty">
      <p>You don't follow anyone yet.</p>
      <p>
        Search for a player, open their summary and press <strong>Follow</strong>: they appear here and in the
        Friends view of every leaderboard, with their day. Follow yourself with <strong>This is me</strong>.
      </p>
      <a className="pill-link" href="/">
        Search for a player
      </a>
    </div>
  );
}
