-- The totals' indexes in the order a plain `order by ... desc` reads (nulls first): in
-- `desc nulls last` order they made the boards sort every total of a venue instead of reading
-- the first hundred entries.
DROP INDEX "player_totals_board_idx";--> statement-breakpoint
DROP INDEX "player_totals_world_idx";--> statement-breakpoint
DROP INDEX "player_totals_yearly_idx";--> statement-breakpoint
CREATE INDEX "player_totals_board_idx" ON "player_totals" USING btree ("location_id","total_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "player_totals_world_idx" ON "player_totals" USING btree ("total_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "player_totals_yearly_idx" ON "player_totals" USING btree ("location_id","yearly_score" DESC NULLS FIRST);