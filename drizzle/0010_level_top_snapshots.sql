CREATE TABLE "level_top_snapshots" (
	"day" date NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"top_score" integer NOT NULL,
	CONSTRAINT "level_top_snapshots_day_location_id_game_id_level_pk" PRIMARY KEY("day","location_id","game_id","level")
);
