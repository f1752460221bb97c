CREATE TABLE "player_days" (
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"total_score" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "player_days_player_id_location_id_day_pk" PRIMARY KEY("player_id","location_id","day")
);
