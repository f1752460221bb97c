import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the mock received. */
export interface MockRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A scripted answer: status and JSON body (and headers). */
export interface MockAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A local stand-in for the two calls of Discord's API the bot makes for a direct message: open a
 * channel (POST /users/@me/channels) and post in it (POST /channels/{id}/messages). It records
 * every request; scripted answers are given first, in order, then success.
 */
export interface DiscordApiMock {
  url: string;
  requests: MockRequest[];
  /** The messages posted, as { channel, content }. */
  messages(): Array<{ channel: string; content: string }>;
  /** Answers the next requests (any path) with these, in order. */
  script(...answers: MockAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startDiscordApiMock(): Promise<DiscordApiMock> {
  const requests: MockRequest[] = [];
  let scripted: MockAnswer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const path = req.url ?? '/';
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
        at: Date.now(),
      });
      const answer = scripted.shift() ?? success(path, body);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    requests,
    messages: () =>
      requests
        .filter((r) => /\/channels\/[^/]+\/messages$/.test(r.path))
        .map((r) => ({
          channel: r.path.split('/').at(-2) ?? '',
          content: (r.body as { content: string }).content,
        })),
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      requests.length = 0;
      scripted = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What Discord answers when all goes well: the DM channel (its id made from the user's), or the message. */
function success(path: string, body: unknown): MockAnswer {
  if (path.endsWith('/users/@me/channels'))
    return { status: 200, body: { id: `dm-${(body as { recipient_id: string }).recipient_id}`, type: 1 } };
  return { status: 200, body: { id: String(Date.now()) } };
}
