import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoadShedder } from '../../src/server/launcher/load-shedding';
import { createSiteServer } from '../../src/server/launcher/site-server';
import type { TestApi } from '../api/harness';

/** A test API served over HTTP by the production request path (site-server.ts); pages answer 404. */
export interface ServedApi {
  origin: string;
  close(): Promise<void>;
}

export async function serveApi(
  api: TestApi,
  {
    shedder = new LoadShedder(1000),
    trustedProxies = 0,
  }: { shedder?: LoadShedder; trustedProxies?: number } = {},
): Promise<ServedApi> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'served-api-'));
  const server: http.Server = createSiteServer({
    pages: (_req, res) => res.writeHead(404).end(),
    api: () => (request, bindings) => api.app.fetch(request, bindings),
    clientDir,
    secure: false,
    shedder,
    trustedProxies,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
