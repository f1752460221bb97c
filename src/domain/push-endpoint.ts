/**
 * Which push endpoints the server will POST to. A subscription's endpoint is an address a visitor
 * supplies, and the alert sender calls it from inside the network: only https, and never this
 * machine or a private network, unless a test allows it (PUSH_ALLOW_PRIVATE_ENDPOINTS).
 */

/** Names that never leave the machine or the local network. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** An address of this machine, a private or link-local network, or no machine at all. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  // The URL parser writes every IPv4 form (hex, one number) as four decimals.
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(bare)) return ipv4Private(bare);
  if (!bare.includes(':')) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return ipv4Private(mapped[1]);
  return (
    bare === '::' ||
    bare === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(bare) ||
    /^fe[89ab][0-9a-f]:/.test(bare) ||
    bare.startsWith('::ffff:')
  );
}

/** Why an endpoint on this machine or a private network is refused, as written or as it resolves. */
export const PRIVATE_ENDPOINT = 'The push endpoint must be a public address.';

/** Why the server will not POST to `endpoint`, or undefined when it will. */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not an address.';
  }
  if (url.username || url.password) return 'The push endpoint may not carry credentials.';
  if (allowPrivate)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : 'The push endpoint must be https.';
  if (url.protocol !== 'https:') return 'The push endpoint must be https.';
  // An explicit port other than 443 (the URL parser drops 443 itself): push services use no other.
  if (url.port) return 'The push endpoint must be on port 443.';
  // A trailing dot names the same host ('localhost.'): no push service writes one.
  if (
    url.hostname.endsWith('.') ||
    LOCAL_NAMES.test(url.hostname) ||
    isPrivateAddress(url.hostname) ||
    !url.hostname.includes('.')
  )
    return PRIVATE_ENDPOINT;
  return undefined;
}
