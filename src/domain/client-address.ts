/**
 * The address of the client a request came from, behind `trustedProxies` proxies of our own (a
 * load balancer, a CDN). Each proxy appends to `X-Forwarded-For` the address it received the
 * request from, so with N proxies of ours the client is the Nth address from the right; anything
 * left of it was written by the client and proves nothing. With none trusted (the default), or no
 * header, it is the connection's own address: a header anyone can send is never believed.
 */
export function clientAddressOf(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.length === 0) return socketAddress;
  return hops[Math.max(0, hops.length - trustedProxies)] ?? socketAddress;
}
