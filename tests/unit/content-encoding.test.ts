import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/server/http/content-encoding';

describe('choosing the encoding of an answer', () => {
  it('prefers Brotli from a browser, which offers every encoding at equal weight', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
  });

  it('prefers zstd for a body about one player, from a browser that takes it', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', 'one')).toBe('zstd');
    expect(negotiateEncoding('gzip, deflate, br', 'one')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd', 'many')).toBe('br');
    expect(negotiateEncoding('br, zstd;q=0.5', 'one')).toBe('br');
  });

  it('follows the weights a client gives, and never sends what it refuses', () => {
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('zstd, gzip;q=0.8')).toBe('zstd');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('zstd');
  });

  it('sends the body as it is without a header, for identity, or when everything is refused', () => {
    for (const header of [
      undefined,
      null,
      '',
      'identity',
      'deflate',
      'gzip;q=0, br;q=0, zstd;q=0',
      'br;q=abc',
    ])
      expect(negotiateEncoding(header), String(header)).toBeUndefined();
  });
});
