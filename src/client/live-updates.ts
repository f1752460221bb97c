/** How a screen hears of changes: the event stream, or polling while the stream is unavailable. */
export type LiveMode = 'connecting' | 'live' | 'polling';

interface LiveOptions {
  /** The event stream's address. */
  url: string;
  /** Called on each event, on every (re)connection, and on each poll: fetch the data again. */
  refresh: () => void;
  onMode: (mode: LiveMode) => void;
  pollMs?: number;
  /** Failed connections in a row after which polling takes over (while the stream keeps being retried). */
  failuresBeforePolling?: number;
  /** Wait before a stream the browser gave up on (an error answer) is opened again. */
  reopenMs?: number;
}

/**
 * Follows a Server-Sent Events stream, refreshing on each event. The browser's EventSource
 * reconnects by itself after a network blip; when it gives up (an error answer, e.g. a server
 * starting up) the stream is opened again after `reopenMs`. After a few failures in a row, or
 * without EventSource at all, the data is polled every `pollMs` until the stream is back.
 * Answers the stop function.
 */
export function followLive(options: LiveOptions): () => void {
  const pollMs = options.pollMs ?? 10_000;
  const failuresBeforePolling = options.failuresBeforePolling ?? 2;
  const reopenMs = options.reopenMs ?? 5000;
  let source: EventSource | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const startPolling = () => {
    if (poll) return;
    options.onMode('polling');
    poll = setInterval(options.refresh, pollMs);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const open = () => {
    if (stopped) return;
    if (typeof EventSource === 'undefined') {
      startPolling();
      return;
    }
    source = new EventSource(options.url);
    source.addEventListener('open', () => {
      failures = 0;
      stopPolling();
      options.onMode('live');
    });
    // The stream's first event comes on every (re)connection: whatever was missed is fetched.
    source.addEventListener('data', () => options.refresh());
    source.addEventListener('error', () => {
      failures++;
      if (failures >= failuresBeforePolling) startPolling();
      else options.onMode('connecting');
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        reopen = setTimeout(open, reopenMs);
      }
    });
  };
  open();
  return () => {
    stopped = true;
    source?.close();
    stopPolling();
    clearTimeout(reopen);
  };
}
