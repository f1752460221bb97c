import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../src/server/public-origin';

describe('publicOrigin', () => {
  it('is PUBLIC_ORIGIN without its path or trailing slash', () => {
    expect(publicOrigin({ publicOrigin: 'https://stats.example/', host: '127.0.0.1', port: 4321 })).toBe(
      'https://stats.example',
    );
  });

  it('is the address the server listens on when none is configured (never a request header)', () => {
    expect(publicOrigin({ publicOrigin: undefined, host: '127.0.0.1', port: 4321 })).toBe(
      'http://127.0.0.1:4321',
    );
    expect(publicOrigin({ publicOrigin: undefined, host: '0.0.0.0', port: 8080 })).toBe(
      'http://localhost:8080',
    );
    expect(publicOrigin({ publicOrigin: undefined, host: '::1', port: 80 })).toBe('http://[::1]:80');
  });
});
