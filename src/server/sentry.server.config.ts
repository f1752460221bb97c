import * as Sentry from '@sentry/astro';
import { scrubReport } from '../domain/privacy';
import { loadConfig } from './config';

// Without a DSN the SDK is not started at all: disabled, it still recorded a breadcrumb (scrubbed
// of personal data) for every request and log line, a few percent of the server's time.
const { sentryDsn } = loadConfig();
if (sentryDsn) {
  Sentry.init({
    dsn: sentryDsn,
    tracesSampleRate: 1.0,
    sendDefaultPii: false,
    maxBreadcrumbs: 750,
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
}
