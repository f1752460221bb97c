import { RolloverRequest, RolloverResult } from '../../../contract/schemas/jobs';
import { addDays, dayOf, rolloverDayProblem } from '../../../domain/days';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import { rollover as rollOver } from '../../jobs/rollover';

/** Closes a business day now, as the server's schedule does. */
export const rollover = defineEndpoint(
  {
    name: 'rollover',
    method: 'POST',
    path: '/api/jobs/rollover',
    summary: 'Closes a business day now (the server also does this on its schedule)',
    tag: 'Operations',
    access: 'ingest',
    body: RolloverRequest,
    response: RolloverResult,
    errors: { 400: 'Not a valid day (malformed, or today or later)' },
  },
  ({ database, config, now }) =>
    async ({ body }) => {
      const clock = dayClock(config);
      const day = body.day ?? addDays(dayOf(now(), clock), -1);
      const problem = rolloverDayProblem(day, dayOf(now(), clock));
      if (problem) throw badRequest(problem);
      return rollOver(database.forJobs(), day, { clock, now: now(), force: body.force ?? false });
    },
);
