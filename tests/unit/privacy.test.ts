import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from '../../src/domain/email';
import { scrubReport } from '../../src/domain/privacy';
import { safeReturnPath } from '../../src/domain/return-path';

describe('e-mail masking', () => {
  it('keeps only the first letters', () => {
    expect(maskEmail('alex.smith@example.com')).toBe('al***@ex***.com');
    expect(maskEmail('a@b.io')).toBe('a***@b***.io');
    expect(maskEmail(null)).toBeNull();
  });

  it('masks every address inside free text', () => {
    expect(maskEmailsIn('Mail alex@example.com or bo.b@site.co.uk now')).toBe(
      'Mail al***@ex***.com or bo***@si***.uk now',
    );
  });

  it('never lets a whole address through', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(maskEmailsIn(`x ${email} y`)).not.toContain(email);
      }),
    );
  });
});

describe('error reports', () => {
  it('lose cookies, credentials and session ids, and have e-mails masked', () => {
    const report = scrubReport({
      message: 'Failed for alex.smith@example.com',
      request: {
        headers: { Cookie: 'arcade_session=abc', Authorization: 'Bearer x', Accept: 'json' },
        cookies: { a: 'b' },
      },
      user: { ip_address: '10.0.0.1', id: 7 },
      breadcrumbs: [{ message: 'login as bo@site.io' }],
    });
    expect(report).toEqual({
      message: 'Failed for al***@ex***.com',
      request: { headers: { Accept: 'json' } },
      user: { id: 7 },
      breadcrumbs: [{ message: 'login as b***@si***.io' }],
    });
  });
});

describe('return paths after login', () => {
  it('stay on this site', () => {
    expect(safeReturnPath('/player/Ace/location/1/summary?x=1')).toBe('/player/Ace/location/1/summary?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});
