/**
 * npm run import -- FILE [--catalog CATALOG.json] [--batch-size N]
 * Imports score events (NDJSON: player, location, room, game, level, score, playedAt) one
 * transaction per batch. With the embedded database and a running server, the batches go
 * through the server (INGEST_TOKEN).
 */
import { runCli } from './cli';
import { importFile } from './commands/import';

await runCli(importFile);
