import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { addDays, dayOf, rolloverDayProblem } from '../../domain/days';
import { dayClock } from '../config';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { mount } from '../http/mount';
import { applyCatalog, catalogProblem, ImportCatalog } from '../jobs/import/catalog';
import { ImportRejectedError } from '../jobs/import/records';
import { importBatches, numberedLines, summaryLine, utf8Text } from '../jobs/import/run';
import { rollover } from '../jobs/rollover';

/** Score import, catalog import and the rollover, for the venue feed and operators (bearer token). */
export function operationRoutes({ database, config, now }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, endpoints.ingest, async (_input, c) => {
    const body = utf8Text(await c.req.arrayBuffer());
    if ('badLine' in body) throw badRequest(`Line ${body.badLine} is not valid UTF-8: nothing was imported.`);
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
  });

  mount(app, endpoints.ingestCatalog, async ({ body }) => {
    // A 400 naming the field, before anything reaches the database (a NUL or an id beyond its
    // integer columns would fail there, as a 500).
    const catalog = ImportCatalog.safeParse(body);
    if (!catalog.success) throw badRequest(catalogProblem(catalog.error));
    await database.forJobs().db.transaction((tx) => applyCatalog(tx, catalog.data));
    return { applied: true as const };
  });

  mount(app, endpoints.rollover, async ({ body }) => {
    const clock = dayClock(config);
    const day = body.day ?? addDays(dayOf(now(), clock), -1);
    const problem = rolloverDayProblem(day, dayOf(now(), clock));
    if (problem) throw badRequest(problem);
    const result = await rollover(database.forJobs(), day, { clock, now: now(), force: body.force ?? false });
    return result;
  });
  return app;
}
