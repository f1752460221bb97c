import { z } from 'zod';
import { cleanPlayerName, type PlayerNameProblem, playerNameProblem } from '@/domain/player-name';

/** How a refused player name is described in an import's error, after 'player name'. */
const PROBLEMS: Record<PlayerNameProblem, string> = {
  empty: 'is empty',
  'too-long': 'is too long',
  'control-characters': 'has control characters',
  invisible: 'has no visible character',
  'dot-segment': "is '.' or '..', which cannot be in an address",
};

/** Highest score a level can have; anything above is a feed error. */
export const MAX_SCORE = 100_000_000;
/** How far in the future a timestamp may be (clocks at venues drift). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);

/**
 * One score event of the venue feed (a line of NDJSON). `level` is 0-based (0..9, shown 1..10),
 * `room` is the room's name or catalog id, `playedAt` an ISO 8601 instant with its offset.
 */
export function scoreEventRecord(now: Date) {
  return z.object({
    player: z.string().transform((raw, ctx) => {
      const name = cleanPlayerName(raw);
      const problem = playerNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: `player name ${PROBLEMS[problem]}` });
      return name;
    }),
    location: z.string().trim().min(1, 'location is required').max(100),
    room: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
    game: z.string().trim().min(1, 'game is required').max(100),
    level: z
      .number()
      .int('level must be a whole number')
      .min(0, 'level must be 0-9')
      .max(9, 'level must be 0-9'),
    score: z
      .number()
      .int('score must be a whole number')
      .min(0, 'score must not be negative')
      .max(MAX_SCORE, 'score is too high'),
    playedAt: z.iso
      .datetime({ offset: true, message: 'playedAt must be an ISO 8601 date-time' })
      .transform((v) => new Date(v))
      .refine((d) => d.getTime() >= EARLIEST, 'playedAt is before 2000')
      .refine((d) => d.getTime() <= now.getTime() + FUTURE_TOLERANCE_MS, 'playedAt is in the future'),
  });
}
export type ScoreEventRecord = z.infer<ReturnType<typeof scoreEventRecord>>;

/** A record of a batch with the line it came from (1-based). */
export interface NumberedLine {
  line: number;
  text: string;
}

/** A problem with one line of the feed. */
export interface LineProblem {
  line: number;
  message: string;
}

/** Thrown when a batch has bad records: nothing of it was applied. */
export class ImportRejectedError extends Error {
  override name = 'ImportRejectedError';
  /** `stopped`: checking stopped at the problems given; later lines may have more. */
  constructor(
    readonly problems: LineProblem[],
    { stopped = false } = {},
  ) {
    const shown = problems.slice(0, 5).map((p) => `line ${p.line}: ${p.message}`);
    const others = problems.length - 5;
    const more =
      others > 0
        ? ` (and ${others} more${stopped ? `; checking stopped at line ${problems.at(-1)?.line}` : ''})`
        : '';
    super(`Nothing of this batch was applied. ${shown.join('; ')}${more}`);
  }
}
