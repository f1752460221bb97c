import { z } from 'zod';

/** The query of a login or a logout: where to come back to (safeReturnPath keeps it on this site). */
export const ReturnToQuery = z.object({
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'A page of this site to come back to (anything else goes to the home page)' }),
});
