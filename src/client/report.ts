/** Sends a failure to the error-reporting service, once one is loaded (see monitoring.ts). */
type Reporter = (error: unknown, context: Record<string, unknown>) => void;

let reporter: Reporter | undefined;

/** Installs the reporter (done when monitoring starts with a DSN). */
export function setReporter(next: Reporter | undefined): void {
  reporter = next;
}

/** Reports a failure; does nothing when no error-reporting service is configured. */
export function reportFailure(error: unknown, context: Record<string, unknown>): void {
  reporter?.(error, context);
}
