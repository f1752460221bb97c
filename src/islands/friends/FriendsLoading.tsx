/**
 * A friends' view while its figures load (or before the island runs): one quiet line in the space
 * the view takes, announced to screen readers.
 */
export function FriendsLoading() {
  return (
    <p className="friends__loading" role="status">
      Loading your friends…
    </p>
  );
}
