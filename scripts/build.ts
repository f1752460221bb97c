/** npm run build: the site (Astro) and the server's launcher (see buildSite). */
import { buildSite } from '../src/server/launcher/build';
import { runCli } from './cli';

await runCli(async () => buildSite(process.cwd()));
