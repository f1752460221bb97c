ALTER TABLE "player_totals" DROP CONSTRAINT "player_totals_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "player_totals" DROP CONSTRAINT "player_totals_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "scores" DROP CONSTRAINT "scores_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "scores" DROP CONSTRAINT "scores_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "scores" DROP CONSTRAINT "scores_game_id_games_id_fk";
