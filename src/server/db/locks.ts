/**
 * The advisory locks that keep writers of the same figures apart across every server process
 * sharing a PostgreSQL database (on PGlite, one connection, they cost nothing). Each is taken with
 * `pg_advisory_xact_lock` inside a transaction and held until it ends.
 */

/** One rollover at a time. */
export const ROLLOVER_LOCK = 727_001;

/**
 * Writers of scores and what follows from them, one at a time: each import batch adds to the
 * totals what its levels changed, reading the levels first, so two batches at once could both add
 * the same gain; a void or restore recomputes a venue; every relearning of the plausibility bounds
 * replaces a game's rows, which two writers at once would insert twice.
 */
export const IMPORT_LOCK = 727_002;

/**
 * Push subscribers, one at a time: the per-player and global bounds are counts checked before the
 * insert, which two requests at once would both pass.
 */
export const PUSH_SUBSCRIBE_LOCK = 727_003;
