CREATE INDEX "player_totals_yearly_idx" ON "player_totals" USING btree ("location_id","yearly_score" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "player_totals" DROP COLUMN "standing";--> statement-breakpoint
ALTER TABLE "player_totals" DROP COLUMN "yearly_rank";