CREATE TABLE "level_bounds" (
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"bound" integer NOT NULL,
	CONSTRAINT "level_bounds_location_id_game_id_level_pk" PRIMARY KEY("location_id","game_id","level")
);
