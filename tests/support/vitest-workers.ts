import { availableParallelism } from 'node:os';

// Vitest leaves a core free by default: one worker on a two-core machine. The test files wait on
// databases and child processes much of the time, so two workers there take two thirds of the
// time one does (456 s against 307 s, measured); a third gains nothing. Every project runs with
// the same number (projects with different numbers cannot share a group of workers).
export const MAX_WORKERS = Math.max(2, availableParallelism() - 1);
