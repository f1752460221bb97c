import type { Context } from 'hono';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { currentUser } from '../../http/guards';
import type { Reviewer } from '../../services/score-reviews';

/** Who decides a review, and when: the admin asking, now, in the business day's clock. */
export function reviewer({ config, now }: RouteDeps, c: Context<AppEnv>): Reviewer {
  return {
    userId: currentUser(c).id,
    now: now(),
    timeZone: config.rollover.timeZone,
    rolloverHour: config.rollover.hour,
  };
}
