/**
 * An e-mail masked to its first letters, as the product shows e-mails:
 * 'alex.smith@example.com' -> 'al***@ex***.com'.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const domain = at >= 0 ? email.slice(at + 1) : '';
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  // At most two letters, and never the whole part.
  const keep = (part: string) => `${part.slice(0, Math.min(2, Math.max(1, part.length - 1)))}***`;
  return domain ? `${keep(local)}@${keep(host)}${tld}` : keep(local);
}

// An e-mail address anywhere in free text.
const EMAIL_IN_TEXT = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Text with every e-mail address in it masked to its first letters. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (email) => maskEmail(email) ?? '');
}
