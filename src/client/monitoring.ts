import { maskEmailsIn } from '../domain/email';
import { scrubReport } from '../domain/privacy';
import { setReporter } from './report';

/**
 * Starts error reporting, performance traces and session replay in the browser, only when the
 * page carries a DSN: the SDK is loaded then and only then, so pages without one ship none of it.
 * Rates and limits are the product's (docs/product.md, "Error reporting"). Privacy: password
 * inputs always masked, e-mails masked, no cookies or session ids.
 */
export async function startMonitoring(): Promise<void> {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (!dsn) return;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn,
    sendDefaultPii: false,
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    maxBreadcrumbs: 750,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        minReplayDuration: 15_000,
        slowClickTimeout: 7_000,
        mutationLimit: 10_000,
        // Every text passes through maskFn: readable, but with e-mails cut to their first letters.
        maskAllText: true,
        maskFn: maskEmailsIn,
        maskAllInputs: true,
        mask: ['input[type="password"]', '[data-private]'],
        networkDetailAllowUrls: [],
      }),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  setReporter((error, context) => Sentry.captureException(error, { extra: context }));
}
