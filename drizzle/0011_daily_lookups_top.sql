-- The player's name key beside each count, so that the day's top 20 is read from one index (see
-- src/server/db/schema/stats.ts). Filled from the players table for the counts already kept.
ALTER TABLE "daily_lookups" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "daily_lookups" SET "name_key" = "players"."name_key" FROM "players" WHERE "players"."id" = "daily_lookups"."player_id";--> statement-breakpoint
ALTER TABLE "daily_lookups" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_lookups_top_idx" ON "daily_lookups" USING btree ("day","kind","count" DESC,"name_key","location_id");
