import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $page, setPageError } from '../../stores/page';
import { Spinner } from '../shared/Spinner';

/** The shell's loading spinner and its 'Error: ...' line (seeded with the server's error, if any). */
export function PageStatus({ initialError }: { initialError?: string | undefined }) {
  const { loading, error } = useStore($page);
  useEffect(() => {
    if (initialError) setPageError(initialError);
  }, [initialError]);
  const shown = error ?? initialError;
  return (
    <div className="page-status" aria-live="polite">
      {loading && <Spinner />}
      {shown && (
        <p className="page-status__error" role="alert">
          Error: {shown}
        </p>
      )}
    </div>
  );
}
