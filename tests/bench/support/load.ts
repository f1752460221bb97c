import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
