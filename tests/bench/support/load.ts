import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** What a load run measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number;
  requests: number;
}

/** Hits one URL with `connections` concurrent keep-alive connections for `seconds`. */
export async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** A body the ceiling answers for the paths a pattern matches. */
export interface CeilingBody {
  pattern: RegExp;
  body: Buffer;
  type: string;
}

/** A running ceiling server (see ceiling-server.ts) answering each kind of path with its body. */
export async function startCeiling(
  bodies: readonly CeilingBody[],
  port: number,
): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arcade-ceiling-'));
  const spec = bodies.map((b, i) => {
    const file = path.join(dir, `body-${i}`);
    writeFileSync(file, b.body);
    return { pattern: b.pattern.source, file, type: b.type };
  });
  const specFile = path.join(dir, 'bodies.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/bench/support/ceiling-server.ts', specFile, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process tree's largest process, in MB (tsx runs the server in a child). */
export interface MemoryFigures {
  /** Resident memory now, MB (the largest process of the tree). */
  rssMb: number;
  /** The most it was resident at any moment since it started (VmHWM), MB. */
  peakMb: number;
}

/** The resident memory of a process and its children: the largest one's, now and at its peak. */
export function memoryMb(rootPid: number): MemoryFigures {
  const figures = { rssMb: 0, peakMb: 0 };
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      figures.rssMb = Math.max(figures.rssMb, Math.round(kb('VmRSS') / 1024));
      figures.peakMb = Math.max(figures.peakMb, Math.round(kb('VmHWM') / 1024));
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended meanwhile: it holds no memory.
    }
  };
  visit(rootPid);
  return figures;
}
