import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsByName as endpoints } from '../../src/server/endpoints';
import { LoadShedder } from '../../src/server/launcher/load-shedding';
import { BODY_LIMITS } from '../../src/server/launcher/request-body';
import { type ApiFetch, createSiteServer } from '../../src/server/launcher/site-server';
import { pipelineWithoutReading, unfinishedBody } from '../support/rude-client';

/**
 * Clients that never read, or never finish sending, against the request path of `npm start`
 * (stand-ins for Astro and the API): each costs its own connection, and the site goes on
 * answering everyone else. Deadlines are short here; their real values are in docs/reliability.md.
 */
const BIG = 'x'.repeat(6 * 1024 * 1024);
const api = new Hono();
api.get('/api/health-check', (c) => c.json({ healthy: true }));
api.get('/api/data', (c) => c.json({ rows: [1, 2, 3] }));
api.get('/api/big', (c) => c.text(BIG));
api.post('/api/echo', bodyLimit({ maxSize: 4000 }), async (c) => c.json(await c.req.json()));

const pages = (req: http.IncomingMessage, res: http.ServerResponse) =>
  res.writeHead(200, { 'Content-Type': 'text/html' }).end(req.url === '/big' ? BIG : '<p>A page</p>');

const shedder = new LoadShedder(4, 2);
const DEADLINE_MS = 1000;
const BODY_IDLE_MS = 300;
let server: http.Server;
/** The server's end of each connection, by the client's port. */
const serverSide = new Map<number, Socket>();
/** True once the server has closed its end of a client's connection. */
const closedByServer = (client: Socket) => serverSide.get(client.localPort ?? 0)?.destroyed === true;
let origin = '';
const clientDir = mkdtempSync(path.join(tmpdir(), 'rude-clients-'));

beforeAll(async () => {
  server = createSiteServer({
    pages,
    api: () => ((request: Request) => api.fetch(request)) as ApiFetch,
    clientDir,
    secure: false,
    shedder,
    writeDeadlineMs: DEADLINE_MS,
    bodyLimits: { idleMs: BODY_IDLE_MS, maxBytes: 4000, budgetBytes: 10_000 },
  });
  server.on('connection', (socket: Socket) => serverSide.set(socket.remotePort ?? 0, socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * The health check and a page, as a visitor asks for them while the attack goes on. A fetch that
 * hangs is ended at 5 s (a hang limit: how fast they answer is annotated, not asserted).
 */
async function siteStillAnswers(annotate: (note: string) => unknown): Promise<void> {
  for (const pathname of ['/api/health-check', '/', '/api/data']) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(5000) });
    expect(response.status, pathname).toBe(200);
    await response.arrayBuffer();
    await annotate(`${pathname} answered in ${Math.round(performance.now() - started)} ms`);
  }
}

describe('a client that never reads', () => {
  it('holds no working place once its pipelined answers are made, and loses its connection at the write deadline', async ({
    annotate,
  }) => {
    // 8 pipelined pages and 8 API answers of 6 MB each: far more than the sockets' buffers hold.
    const pagesConnection = await pipelineWithoutReading(origin, '/big', 8);
    const apiConnection = await pipelineWithoutReading(origin, '/api/big', 8);
    await siteStillAnswers(annotate);
    await expect.poll(() => shedder.inFlight).toBe(0);
    // Nothing taken for the deadline: the server closes both (a client that does not read does
    // not notice).
    await expect
      .poll(() => closedByServer(pagesConnection.socket) && closedByServer(apiConnection.socket), {
        timeout: 10 * DEADLINE_MS,
      })
      .toBe(true);
    await siteStillAnswers(annotate);
    // Were it to read now, it would find the connection ended short of its answers.
    pagesConnection.socket.resume();
    await pagesConnection.closed;
    expect(pagesConnection.socket.bytesRead).toBeLessThan(8 * BIG.length);
  });

  it('is not cut off while it reads, however slowly', async () => {
    // Slower than the server writes (a pause after each chunk the system hands over), and for
    // longer than the deadline. Progress shows to the server each time the system's send buffer
    // has drained by a third (up to about 1.3 MB on loopback): this reader gets there in a
    // fraction of the deadline.
    const { socket, closed } = await pipelineWithoutReading(origin, '/big', 1);
    const started = performance.now();
    let taken = 0;
    socket.on('data', (chunk: Buffer) => {
      taken += chunk.length;
      socket.pause();
      setTimeout(() => socket.resume(), 15);
    });
    socket.resume();
    await expect.poll(() => taken, { timeout: 60_000 }).toBeGreaterThan(BIG.length);
    expect(performance.now() - started).toBeGreaterThan(DEADLINE_MS);
    expect(closedByServer(socket)).toBe(false);
    socket.destroy();
    await closed;
  });
});

describe('a client that never finishes its body', () => {
  it('holds no working place, and is answered 408 when its body stops arriving', async ({ annotate }) => {
    // More than the shedder's places in all: each once hung one for as long as it liked.
    const writers = await Promise.all(
      Array.from({ length: 6 }, () => unfinishedBody(origin, '/api/echo', { declared: 1000, sent: 1 })),
    );
    await siteStillAnswers(annotate);
    expect(shedder.inFlight).toBe(0);
    for (const { closed } of writers) {
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain('"code":"body_timeout"');
    }
  });

  it('is refused at once, before its body, when it declares more than any endpoint takes', async () => {
    const { closed } = await unfinishedBody(origin, '/api/echo', { declared: 5000, sent: 1 });
    expect(await closed).toMatch(/^HTTP\/1\.1 413 [\s\S]*"code":"payload_too_large"/);
  });

  it('is refused when the bodies being read at once would pass their memory budget', async () => {
    // Three bodies of 3,999 bytes, each under the limit, but 12 KB together against a 10 KB budget.
    const writers = await Promise.all(
      Array.from({ length: 3 }, () => unfinishedBody(origin, '/api/echo', { declared: 4000, sent: 3999 })),
    );
    const answers = await Promise.all(writers.map((w) => w.closed));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 503 '))).toHaveLength(1);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 408 '))).toHaveLength(2);
  });

  it('has its whole body handed to the API when it sends it, even slowly', async () => {
    const { socket, closed } = await unfinishedBody(origin, '/api/echo', {
      declared: 15,
      sent: 0,
      headers: { Connection: 'close' },
    });
    for (const part of ['{"name"', ':', '"Grid"}']) {
      await new Promise((resolve) => setTimeout(resolve, BODY_IDLE_MS / 3));
      socket.write(part);
    }
    expect(await closed).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"name":"Grid"\}$/);
  });

  it('reads no body larger than the largest any endpoint of the contract takes', () => {
    const largest = Math.max(...Object.values(endpoints).map((e) => e.maxBody ?? 0));
    expect(BODY_LIMITS.maxBytes).toBe(largest);
  });
});
