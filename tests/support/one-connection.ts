import net from 'node:net';

/** A request written by hand onto a connection. */
export interface HandRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** An answer read off the connection: its status and headers (names in lower case). */
export interface HandAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * Sends requests one after another on one kept-alive TCP connection, as a pooling client (or a
 * proxy) does, each as soon as the previous answer has arrived, and returns the answers. A server
 * that closes the connection after an answer without saying `Connection: close` shows up here as
 * fewer answers than requests: the next request met a closed socket.
 */
export async function onOneConnection(origin: string, requests: HandRequest[]): Promise<HandAnswer[]> {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answers: HandAnswer[] = [];
  let buffered = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  const nextAnswer = async (): Promise<HandAnswer | undefined> => {
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length >= end + 4 + length) {
          buffered = buffered.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers };
        }
      }
      if (closed) return undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  try {
    for (const request of requests) {
      if (closed) break;
      const body = request.body ?? Buffer.alloc(0);
      const head = [
        `${request.method} ${request.path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Content-Length: ${body.length}`,
        ...Object.entries(request.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      // The body goes as the server takes it; the answer may come before it is all sent.
      socket.write(body);
      const answer = await nextAnswer();
      if (!answer) break;
      answers.push(answer);
      if (answer.headers.connection?.toLowerCase() === 'close') break;
    }
  } finally {
    socket.destroy();
  }
  return answers;
}
