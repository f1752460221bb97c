import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isPrivateAddress, PRIVATE_ENDPOINT, pushEndpointProblem } from '@/domain/push-endpoint';

/** How a host name resolves: every address, as `dns.lookup(host, { all: true })` gives them. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true });

/** A resolver slower than this counts as no answer: a subscriber or the sender waits no longer. */
const RESOLVE_LIMIT_MS = 3000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Where an endpoint's alerts go: the one address its name resolved to, checked. */
type CheckedAddress = { address: string; family: number } | { problem: string } | { unresolved: string };

/**
 * Checks a push endpoint as written, then resolves its name once: refused when any address it
 * resolves to is on this machine or a private network (a name such as `10.0.0.1.nip.io`), unless
 * private endpoints are allowed (tests). The caller connects to the address returned, never to
 * the name again: a name that resolved to a public address for the check cannot point the
 * request at a private one afterwards (DNS rebinding).
 */
export async function checkPushAddress(
  endpoint: string,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<CheckedAddress> {
  const problem = pushEndpointProblem(endpoint, allowPrivate);
  if (problem) return { problem };
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = await withDeadline(resolve(host), RESOLVE_LIMIT_MS);
  } catch (error) {
    return { unresolved: `the push endpoint's name did not resolve (${String(error)})` };
  }
  const [first] = addresses;
  if (!first) return { unresolved: "the push endpoint's name did not resolve" };
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    return { problem: PRIVATE_ENDPOINT };
  return { address: first.address, family: first.family };
}
