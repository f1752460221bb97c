import { z } from 'zod';

/** Answer of the health check. */
export const HealthCheck = z
  .object({
    healthy: z.boolean(),
    message: z.string().meta({ example: 'OK' }),
  })
  .meta({ id: 'HealthCheck' });
export type HealthCheck = z.infer<typeof HealthCheck>;

/** When players' scores and the leaderboards last changed (ISO 8601). */
export const LastUpdated = z
  .object({
    players: z.string().meta({ example: '2026-11-22T00:00:00.000Z' }),
    leaderboards: z.string().meta({ example: '2026-11-22T00:00:00.000Z' }),
  })
  .meta({ id: 'LastUpdated' });
export type LastUpdated = z.infer<typeof LastUpdated>;

/** The API's own description. */
export const OpenApiDocument = z
  .record(z.string(), z.unknown())
  .meta({ description: 'An OpenAPI 3.1 document' });
