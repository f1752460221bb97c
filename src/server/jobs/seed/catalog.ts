import { z } from 'zod';
import catalogJson from './catalog.json' with { type: 'json' };

/** The rooms and games of the chain (names from the venue chain's public fan documentation). */
export const CatalogFile = z.object({
  rooms: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: z.string().trim().min(1),
        hidden: z.boolean().optional(),
        games: z.array(z.string().trim().min(1)).min(1),
      }),
    )
    .min(1),
});
export type CatalogFile = z.infer<typeof CatalogFile>;

/** The catalog bundled with the project. */
export const bundledCatalog: CatalogFile = CatalogFile.parse(catalogJson);
