import type { ReactNode } from 'react';
import { Spinner } from '../shared/Spinner';

interface Props {
  loading: boolean;
  /** The fetch's failure: shown instead of the list. */
  error: string | null;
  count: number;
  /** What an empty list says. */
  empty: string;
  /** What the spinner announces. */
  loadingLabel: string;
  children: ReactNode;
}

/** A list's loading, failure and empty states, or the list itself; a failure replaces the list. */
export function ListStatus({ loading, error, count, empty, loadingLabel, children }: Props) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (error)
    return (
      <p className="error-text" role="alert">
        {error}
      </p>
    );
  if (count === 0) return <p className="empty">{empty}</p>;
  return <>{children}</>;
}

/** The last add, update or delete's failure, announced. */
export function ActionError({ message }: { message: string | null }) {
  return message ? (
    <p className="error-text" role="alert">
      {message}
    </p>
  ) : null;
}
