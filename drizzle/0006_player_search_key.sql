-- Trigram similarity for name suggestions (PGlite loads the same extension, src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "search_key" text;--> statement-breakpoint
CREATE INDEX "players_search_prefix_idx" ON "players" USING btree (("search_key" collate "C"));--> statement-breakpoint
CREATE INDEX "players_search_trgm_idx" ON "players" USING gin ("search_key" gin_trgm_ops);