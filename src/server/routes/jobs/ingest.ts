import { z } from 'zod';
import { IngestResult } from '../../../contract/schemas/jobs';
import { PLAYER_NAME_MAX_LENGTH } from '../../../domain/constants';
import { defineEndpoint } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import { ImportRejectedError, MAX_SCORE } from '../../jobs/import/records';
import { importBatches, numberedLines, summaryLine, utf8Text } from '../../jobs/import/run';

/** The body: NDJSON, one score event a line (see scoreEventRecord, which checks each). */
const ScoreEvents = z.string().meta({
  description: [
    'NDJSON (UTF-8): one score event a line, a JSON object with',
    `\`player\` (a player name: at most ${PLAYER_NAME_MAX_LENGTH} characters, at least one visible, no control characters),`,
    "`location` (the venue's name, 1-100 characters),",
    "`room` (the room's name, 1-100 characters, or its catalog id, a positive integer),",
    "`game` (the game's name, 1-100 characters),",
    '`level` (a whole number 0-9; the site shows 1-10),',
    `\`score\` (a whole number 0-${MAX_SCORE}),`,
    '`playedAt` (an ISO 8601 date-time with its offset, from 2000 to five minutes from now).',
    'Blank lines are skipped; one bad line refuses the whole body, naming the line.',
  ].join(' '),
  example:
    '{"player":"AceRunner","location":"Leeds","room":"Grid","game":"Grid","level":3,"score":5800,"playedAt":"2026-11-21T19:04:00+00:00"}\n',
});

/** The venue feed's score import: NDJSON score events, applied in one transaction or not at all. */
export const ingest = defineEndpoint(
  {
    name: 'ingest',
    method: 'POST',
    path: '/api/ingest',
    throttle: 'ingest',
    maxBody: 10 * 1024 * 1024,
    summary:
      'Imports score events (NDJSON, one transaction); a bad line rejects the request, naming its line',
    tag: 'Operations',
    access: 'ingest',
    consumes: 'application/x-ndjson',
    dependsOn: "every event's venue, room and game in the catalog (an unknown one refuses the body)",
    body: ScoreEvents,
    response: IngestResult,
    errors: {
      400: 'The body is empty, not UTF-8, or a line is not a valid score event (nothing was applied)',
      413: 'The body is over 10 MB',
    },
  },
  ({ database, config, now }) =>
    // The body is read here, as bytes: `consumes` leaves it to the handler.
    async (_input, c) => {
      const body = utf8Text(await c.req.arrayBuffer());
      if ('badLine' in body)
        throw badRequest(`Line ${body.badLine} is not valid UTF-8: nothing was imported.`);
      const lines = numberedLines(body.text);
      if (lines.length === 0) throw badRequest('The body has no score events (one JSON object per line).');
      try {
        const summary = await importBatches(database.forJobs(), [lines], {
          now,
          timeZone: config.rollover.timeZone,
          rolloverHour: config.rollover.hour,
          source: 'api',
          trusted: !config.holdImplausible,
        });
        // A held score is news for the people who review them: said in the log, not only the answer.
        if (summary.held.length > 0) console.info(`Ingest: ${summaryLine(summary)}.`);
        return summary;
      } catch (error) {
        if (error instanceof ImportRejectedError) throw badRequest(error.message);
        throw error;
      }
    },
);
