import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError, callApi } from '../../src/client/api';
import { route } from '../../src/contract/route';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/security';

/**
 * The browser's API client against a real HTTP server that records what reaches it and answers
 * what each case asks for: what the islands send, and what they make of each kind of answer.
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let answer: { status: number; type: string; body: string } = {
  status: 200,
  type: 'application/json',
  body: '{}',
};
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': answer.type });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, type: 'application/json', body: '{}' };
});

const player = route<
  { playerName: string },
  { locationId?: number; tags?: string[] },
  undefined,
  { name: string }
>('GET', '/api/players/{playerName}');
/** What a call that should fail threw. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => 'no failure',
    (error: unknown) => error,
  );
const rename = route<{ id: number }, undefined, { name: string }, { ok: boolean }>('PUT', '/api/things/{id}');

describe('the API client', () => {
  it('fills the path, encoding the name once, and sends the query without absent values', async () => {
    answer.body = JSON.stringify({ name: 'Ann & Bo/1' });
    const result = await callApi(player, {
      params: { playerName: 'Ann & Bo/1' },
      query: { locationId: 3, tags: ['a', 'b c'] },
    });
    expect(result).toEqual({ name: 'Ann & Bo/1' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/players/Ann%20%26%20Bo%2F1?locationId=3&tags=a&tags=b+c');
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers[XSRF_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('sends a change as JSON and echoes the anti-forgery cookie in its header', async () => {
    Reflect.set(document, 'cookie', `${XSRF_COOKIE}=tok%2Fen; path=/`);
    answer.body = JSON.stringify({ ok: true });
    expect(await callApi(rename, { params: { id: 7 }, body: { name: 'Grid' } })).toEqual({ ok: true });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url).toBe('/api/things/7');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers[XSRF_HEADER.toLowerCase()]).toBe('tok/en');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'Grid' });
  });

  it("fails with the server's message and status", async () => {
    answer = {
      status: 404,
      type: 'application/json',
      body: JSON.stringify({ error: { message: 'No such player' } }),
    };
    const failure = await failureOf(callApi(player, { params: { playerName: 'Nobody' }, query: {} }));
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ status: 404, message: 'No such player' });
  });

  it('names the status when the failure has no message of its own', async () => {
    answer = { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' };
    const failure = await failureOf(callApi(player, { params: { playerName: 'Ann' }, query: {} }));
    expect(failure).toMatchObject({ status: 502 });
    expect((failure as Error).message).toContain('502');
  });

  it('hands over a text answer (the CSV export) as text', async () => {
    answer = { status: 200, type: 'text/csv', body: 'Game,Level\nGrid,1\n' };
    expect(await callApi(player, { params: { playerName: 'Ann' }, query: {} })).toBe('Game,Level\nGrid,1\n');
  });

  it('asks again once, half a second later, when a read finds the server busy', async () => {
    let calls = 0;
    answer = { status: 503, type: 'application/json', body: JSON.stringify({ error: { message: 'Busy' } }) };
    const call = callApi(player, { params: { playerName: 'Ann' }, query: {} });
    // The second attempt finds the server back.
    setTimeout(() => {
      calls = seen.length;
      answer = { status: 200, type: 'application/json', body: JSON.stringify({ name: 'Ann' }) };
    }, 100);
    expect(await call).toEqual({ name: 'Ann' });
    expect(calls).toBe(1);
    expect(seen).toHaveLength(2);
  });

  it('gives up on a read after its one retry, with the server’s message', async () => {
    answer = { status: 503, type: 'application/json', body: JSON.stringify({ error: { message: 'Busy' } }) };
    const failure = await failureOf(callApi(player, { params: { playerName: 'Ann' }, query: {} }));
    expect(failure).toMatchObject({ status: 503, message: 'Busy' });
    expect(seen).toHaveLength(2);
  });

  it('never repeats a change, even when the server was busy', async () => {
    answer = { status: 503, type: 'application/json', body: JSON.stringify({ error: { message: 'Busy' } }) };
    const failure = await failureOf(callApi(rename, { params: { id: 7 }, body: { name: 'Grid' } }));
    expect(failure).toMatchObject({ status: 503, message: 'Busy' });
    expect(seen).toHaveLength(1);
  });

  it('does not retry a refusal (4xx): asking again would get the same answer', async () => {
    answer = { status: 404, type: 'application/json', body: JSON.stringify({ error: { message: 'No' } }) };
    await failureOf(callApi(player, { params: { playerName: 'Ann' }, query: {} }));
    expect(seen).toHaveLength(1);
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = route('GET', `http://127.0.0.1:${port}/api/health`);
    const failure = await failureOf(callApi(away, {}));
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ status: 0 });
  });
});
