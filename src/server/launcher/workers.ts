import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it serves on the shared port. */
export const SERVING = 'serving';

/** A worker that stops sooner than this after its start is restarted after a growing pause. */
const STEADY_MS = 10_000;
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

/**
 * The primary process of `npm start` on PostgreSQL: runs `count` workers of this same script,
 * which share the port (Node's cluster hands each connection to the next worker), and starts
 * another in place of one that stops unasked. Each worker follows the data version through the
 * database (LISTEN/NOTIFY), so their kept answers agree after a write made through any of them.
 *
 * Connections wait in the kernel's queue of the shared port until a worker takes one (Node's
 * SCHED_NONE), rather than being taken by this primary and handed out one by one (its default on
 * Linux, round-robin): a worker killed with a connection on its way to it took that connection
 * along, and the visitor waited for nothing until their own time-out (10 s in one probe). Now a
 * dead worker loses only the requests it was answering (the long workers test: none kept waiting,
 * at most one in flight per visitor lost). Nor does a connection wait unseen in the primary: a
 * worker's load shedding sees it (docs/decisions.md, "One queue, not round-robin").
 *
 * The first worker runs the jobs (rollover, upkeep, alerts: SERVER_JOBS); its replacement takes
 * them over. SIGTERM or SIGINT is passed on to every worker, which finishes its requests in
 * flight; the primary exits once they all have.
 */
export function superviseWorkers(count: number): void {
  const running = new Map<Worker, { jobs: boolean; startedAt: number }>();
  let stopping = false;
  let pause = FIRST_PAUSE_MS;
  cluster.schedulingPolicy = cluster.SCHED_NONE;

  const start = (jobs: boolean) => {
    const worker = cluster.fork({ SERVER_JOBS: jobs ? 'true' : 'false' });
    running.set(worker, { jobs, startedAt: Date.now() });
    // Announced once it takes connections on the shared port (serve.ts says so; it listens on a
    // port of its own first).
    worker.on('message', (message: unknown) => {
      if (message === SERVING)
        console.info(`Worker ${worker.process.pid} serving${jobs ? ', running the jobs' : ''}.`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const { jobs, startedAt } = running.get(worker) ?? { jobs: false, startedAt: 0 };
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    // A worker that dies as it starts (a bug, memory) is restarted more and more slowly rather
    // than in a tight loop; one that served for a while is restarted at once.
    const steady = Date.now() - startedAt > STEADY_MS;
    pause = steady ? FIRST_PAUSE_MS : Math.min(pause * 2, LONGEST_PAUSE_MS);
    const wait = steady ? 0 : pause;
    console.error(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); another starts${wait ? ` in ${wait} ms` : ''}.`,
    );
    setTimeout(() => start(jobs), wait).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: the workers finish their requests in flight and stop.`);
    for (const worker of running.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) start(i === 0);
}
