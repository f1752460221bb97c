CREATE TABLE "overtaken_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"chat_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gave_up_at" timestamp with time zone,
	CONSTRAINT "overtaken_alerts_player_day" UNIQUE("player_id","day")
);
--> statement-breakpoint
ALTER TABLE "overtaken_alerts" ADD CONSTRAINT "overtaken_alerts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtaken_alerts_due_idx" ON "overtaken_alerts" USING btree ("next_attempt_at") WHERE "overtaken_alerts"."sent_at" is null and "overtaken_alerts"."gave_up_at" is null;