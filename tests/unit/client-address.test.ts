import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../src/domain/client-address';

describe('the client address behind trusted proxies', () => {
  it('is the connection’s address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.9', 0)).toBe('198.51.100.7');
    expect(clientAddressOf('198.51.100.7', undefined, 1)).toBe('198.51.100.7');
    expect(clientAddressOf('198.51.100.7', ' , ', 1)).toBe('198.51.100.7');
  });

  it('is the address the farthest proxy of ours saw, never one the client wrote', () => {
    // One proxy: it appended the client's address last.
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
    // Two proxies (a CDN, then a load balancer): the second from the right.
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
    // Fewer hops than proxies: the leftmost there is.
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });
});
