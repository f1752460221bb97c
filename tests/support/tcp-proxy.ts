import net from 'node:net';

/**
 * A TCP proxy in front of a real server that a test can stop and start, to see what the app does
 * when its database goes away and comes back, without touching the shared server itself.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on the same port as before, after a stop). */
  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
      if (this.frozen) for (const s of [client, upstream]) s.pause();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /**
   * Holds every byte in both directions, as a hung server or a black-holed network would: the
   * app's connections stay open but nothing answers. Thawing lets the held bytes through.
   */
  freeze(frozen: boolean): void {
    this.frozen = frozen;
    for (const s of this.sockets) {
      if (frozen) s.pause();
      else s.resume();
    }
  }

  /** Cuts every connection and stops listening: to the app, the database is gone. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
