import { z } from 'zod';
import { Id } from './common';

/** What a player's CSV holds: the venue, the sheet's layout and the locale of its numbers. */
export const ExportQuery = z.object({
  locationId: Id.optional().meta({ description: "A venue's id (default: the player's best venue)" }),
  layout: z.enum(['rows', 'levels']).optional().meta({ description: "'levels': the older UI's sheet" }),
  locale: z.string().max(35).optional().meta({
    description:
      'BCP 47 locale for numbers and the date (default from Accept-Language; one the server does not know is ignored)',
    example: 'en-GB',
  }),
});
