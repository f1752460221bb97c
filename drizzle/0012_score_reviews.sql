CREATE TABLE "held_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_name" text NOT NULL,
	"name_key" text NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL,
	"top_score" integer NOT NULL,
	"bound" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "held_scores_event" UNIQUE("name_key","location_id","game_id","level","played_at","score")
);
--> statement-breakpoint
CREATE TABLE "score_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"player_name" text NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voided_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" integer NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" integer
);
--> statement-breakpoint
CREATE INDEX "held_scores_waiting_idx" ON "held_scores" USING btree ("held_at") WHERE "held_scores"."status" = 'held';--> statement-breakpoint
CREATE INDEX "score_audit_at_idx" ON "score_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "voided_scores_open_idx" ON "voided_scores" USING btree ("voided_at") WHERE "voided_scores"."restored_at" is null;