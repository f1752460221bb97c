import { describe, expect, it } from 'vitest';
import { alertNotification } from '../../src/domain/overtaken';
import { isPrivateAddress, pushEndpointProblem } from '../../src/domain/push-endpoint';

describe('push endpoints the server will call', () => {
  it("takes a push service's https address", () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(
      pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false),
    ).toBeUndefined();
  });

  it('refuses http, credentials, and this machine or a private network in any spelling', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/x', false)).toBe(
      'The push endpoint must be https.',
    );
    expect(pushEndpointProblem('not a url', false)).toBe('The push endpoint is not an address.');
    expect(pushEndpointProblem('https://u:p@fcm.googleapis.com/x', false)).toContain('credentials');
    for (const host of [
      'localhost',
      'api.localhost',
      'printer.local',
      'db.internal',
      'intranet',
      '127.0.0.1',
      '0x7f.1',
      '2130706433',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      // The same hosts with a trailing dot, which names them too.
      'localhost.',
      'api.localhost.',
      'fcm.googleapis.com.',
      '127.0.0.1.',
    ])
      expect(pushEndpointProblem(`https://${host}/push`, false), host).toBe(
        'The push endpoint must be a public address.',
      );
  });

  it('refuses any port but 443', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com:443/fcm/send/abc', false)).toBeUndefined();
    for (const port of [22, 80, 5432, 8443])
      expect(
        pushEndpointProblem(`https://fcm.googleapis.com:${port}/fcm/send/abc`, false),
        String(port),
      ).toBe('The push endpoint must be on port 443.');
  });

  it('lets a test call its own endpoint on this machine', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4999/push/1', true)).toBeUndefined();
    expect(pushEndpointProblem('ftp://127.0.0.1/push', true)).toBe('The push endpoint must be https.');
  });

  it('tells resolved addresses apart', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2001:4860:4860::8888')).toBe(false);
    expect(isPrivateAddress('172.15.0.1')).toBe(false);
    expect(isPrivateAddress('172.16.0.1')).toBe(true);
    expect(isPrivateAddress('::1')).toBe(true);
  });
});

describe('the push notification of an overtaken alert', () => {
  it('says what the Discord message says, as plain text', () => {
    const passed = { kind: 'passed' as const, by: 'Rex_*bold*', venue: 'Leeds', position: 4 };
    expect(alertNotification([passed])).toEqual({
      title: 'Passed on the board',
      body: 'Rex_*bold* passed you on the Leeds board: you are now #4.',
    });
    const top = {
      kind: 'top' as const,
      by: 'Rex',
      venue: 'Leeds',
      game: 'Grid',
      level: 0,
      score: 1200,
      yours: 1100,
    };
    expect(alertNotification([top]).title).toBe('Your top score was taken');
    expect(alertNotification([top, passed])).toEqual({
      title: 'You were overtaken',
      body: 'Rex took your top score on Grid L1 at Leeds (1,200 > 1,100).\nRex_*bold* passed you on the Leeds board: you are now #4.',
    });
  });
});
