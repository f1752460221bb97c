import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';

/** A load balancer in front of several servers, as tests start it. */
export interface RoundRobinProxy {
  origin: string;
  /** How many requests each server was sent, in the order of `origins`. */
  sent: number[];
  close(): Promise<void>;
}

/**
 * A load balancer of the test's own on Hono's proxy helper: each request goes to the next server
 * in turn, with the address it came from added to X-Forwarded-For, as a load balancer in front of
 * several machines sends it (the servers behind it trust one proxy more: TRUST_PROXY).
 */
export async function startRoundRobinProxy(origins: string[], port = 0): Promise<RoundRobinProxy> {
  const sent = origins.map(() => 0);
  let next = 0;
  const app = new Hono();
  app.all('*', (c) => {
    const index = next++ % origins.length;
    sent[index] = (sent[index] ?? 0) + 1;
    const url = new URL(c.req.url);
    const from = getConnInfo(c).remote.address ?? 'unknown';
    const forwarded = c.req.header('x-forwarded-for');
    return proxy(`${origins[index]}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers: {
        ...c.req.header(),
        'x-forwarded-for': forwarded ? `${forwarded}, ${from}` : from,
        host: undefined,
      },
    });
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
