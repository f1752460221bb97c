import { FetchState } from 'astro/fetch';

/**
 * Astro's container renders a page with no client address (it sets an empty one), and
 * `Astro.clientAddress` then throws: the landing page reads it for its search in the address
 * (server/pages/landing-search.ts). Imported by a page test that renders such a page, this gives
 * a render without one the loopback address, as a visitor on this machine has.
 */
const base = Object.getPrototypeOf(FetchState.prototype) as {
  getClientAddress(this: { clientAddress?: string }): string;
};
const original = base.getClientAddress;
base.getClientAddress = function getClientAddress() {
  if (!this.clientAddress) this.clientAddress = '127.0.0.1';
  return original.call(this);
};
