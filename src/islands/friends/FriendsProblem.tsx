/** A friends' view whose figures could not be read: the message, and another try. */
export function FriendsProblem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <p className="page-status__error" role="alert">
      Error: {message}.{' '}
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </p>
  );
}
