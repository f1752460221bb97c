import { maskEmailsIn } from './email';

// Keys whose values are never sent to the error-reporting service.
const SECRET_KEYS =
  /^(cookie|cookies|set-cookie|authorization|x-xsrf-token|password|session|sessionid|ip_address)$/i;

/**
 * A copy of an error report (or breadcrumb) safe to send: cookies, session ids, credentials and
 * IP addresses removed, e-mail addresses masked to their first letters wherever they appear.
 */
export function scrubReport<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return maskEmailsIn(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubReport(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEYS.test(key)) continue;
      out[key] = scrubReport(v, depth + 1);
    }
    return out as T;
  }
  return value;
}
