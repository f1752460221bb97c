import { z } from 'zod';
import { MAX_ID, Text } from '@/contract/schemas/common';
import catalogJson from './catalog.json' with { type: 'json' };

/** A room's id: a whole number the database's integer column holds. */
export const RoomId = z
  .number()
  .int('A room id must be a whole number.')
  .positive('A room id must be positive.')
  .max(MAX_ID, `A room id must be at most ${MAX_ID}.`);

/** The rooms and games of the chain (names from the venue chain's public fan documentation). */
// Strict objects: a field the catalog does not know (a misspelt 'hiden') is refused, not dropped.
export const CatalogFile = z.strictObject({
  /** A note on where the catalog comes from. */
  about: z.string().optional(),
  rooms: z
    .array(
      z.strictObject({
        id: RoomId,
        name: Text('A room name', 100),
        hidden: z.boolean().optional(),
        games: z.array(Text('A game name', 100)).min(1),
      }),
    )
    .min(1),
});
export type CatalogFile = z.infer<typeof CatalogFile>;

/** The catalog bundled with the project. */
export const bundledCatalog: CatalogFile = CatalogFile.parse(catalogJson);
