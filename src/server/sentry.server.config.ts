import * as Sentry from '@sentry/astro';
import { scrubReport } from '../domain/privacy';
import { loadConfig } from './config';

// Without a DSN the SDK stays disabled and sends nothing.
const { sentryDsn } = loadConfig();
Sentry.init({
  dsn: sentryDsn,
  enabled: Boolean(sentryDsn),
  tracesSampleRate: 1.0,
  sendDefaultPii: false,
  maxBreadcrumbs: 750,
  beforeSend: (event) => scrubReport(event),
  beforeSendTransaction: (event) => scrubReport(event),
  beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
});
