import net from 'node:net';

/** A raw connection an attacker holds open, and what the server sent on it before it closed. */
export interface RudeConnection {
  socket: net.Socket;
  /** Resolves when the server closes the connection, with what it sent (read or not). */
  closed: Promise<string>;
}

function connect(origin: string): Promise<net.Socket> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function whenClosed(socket: net.Socket, reading: boolean): Promise<string> {
  const chunks: Buffer[] = [];
  if (reading) socket.on('data', (c: Buffer) => chunks.push(c));
  // The server's reset of a connection it gave up on is what the test waits for, not a failure.
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
}

/**
 * Sends `count` pipelined GETs of `path` on one connection and never reads an answer, as the
 * attack that used to hang the site did.
 */
export async function pipelineWithoutReading(
  origin: string,
  path: string,
  count: number,
): Promise<RudeConnection> {
  const socket = await connect(origin);
  socket.pause();
  const closed = whenClosed(socket, false);
  const host = new URL(origin).host;
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(count));
  return { socket, closed };
}

/** Sends the headers of a write declaring `declared` bytes of body and only the first `sent` of them. */
export async function unfinishedBody(
  origin: string,
  path: string,
  { declared, sent, headers = {} }: { declared: number; sent: number; headers?: Record<string, string> },
): Promise<RudeConnection> {
  const socket = await connect(origin);
  const closed = whenClosed(socket, true);
  const host = new URL(origin).host;
  const lines = Object.entries({ 'Content-Type': 'application/json', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${declared}\r\n${lines}\r\n`);
  socket.write('{'.padEnd(sent, ' ').slice(0, sent));
  return { socket, closed };
}
