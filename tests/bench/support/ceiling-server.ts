/**
 * The API benchmark's ceiling: a bare node:http server answering every request with one
 * precomputed JSON body. Usage: tsx ceiling-server.ts BODY_FILE PORT
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
if (!bodyFile || !port) throw new Error('usage: ceiling-server.ts BODY_FILE PORT');
const body = readFileSync(bodyFile);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.info('ready'));
