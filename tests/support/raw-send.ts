import http from 'node:http';

/**
 * Sends a request with its path exactly as given (fetch would resolve `..` and re-encode), as a
 * browser, a proxy or an attacker may send it, and returns the answer as a standard Response.
 * Spaces are escaped: the HTTP request line cannot carry them.
 */
export function sendRaw(
  origin: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: init.method ?? 'GET',
        path: target.replaceAll(' ', '%20'),
        // A length always: Node sends a DELETE's body without one, which the server would read
        // as the start of a second request.
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body ?? '')) },
        // A fresh connection each time: an answer that closes its connection affects no other.
        agent: false,
      },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        const status = res.statusCode ?? 0;
        // An event stream (a venue screen's) stays open until the client leaves: its answer is
        // its status and headers, and the connection is closed as a screen closing would.
        if (status === 200 && headers.get('content-type')?.startsWith('text/event-stream')) {
          req.destroy();
          resolve(new Response(null, { status, headers }));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
