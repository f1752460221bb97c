CREATE TABLE "player_periods" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"gained" bigint NOT NULL,
	CONSTRAINT "player_periods_period_period_start_player_id_location_id_pk" PRIMARY KEY("period","period_start","player_id","location_id")
);
--> statement-breakpoint
CREATE INDEX "player_periods_board_idx" ON "player_periods" USING btree ("period","period_start","location_id","gained" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "player_periods_world_idx" ON "player_periods" USING btree ("period","period_start","gained" DESC NULLS FIRST);