CREATE TABLE "auth_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"return_to" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"google_sub" text,
	"discord_id" text,
	"display_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"player_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub"),
	CONSTRAINT "users_discord_id_unique" UNIQUE("discord_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "games_room_name_unique" UNIQUE("room_id","name")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "levels_game_id_level_pk" PRIMARY KEY("game_id","level"),
	CONSTRAINT "levels_level_range" CHECK ("levels"."level" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "location_games" (
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "location_games_location_id_game_id_pk" PRIMARY KEY("location_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_players" (
	"badge_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_players_badge_id_player_id_pk" PRIMARY KEY("badge_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"score" integer NOT NULL,
	"display_name" text NOT NULL,
	"user_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_name" text NOT NULL,
	"game_level" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"channel_id" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer NOT NULL,
	"approved" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "level_tops" (
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"top_score" integer NOT NULL,
	CONSTRAINT "level_tops_location_id_game_id_level_pk" PRIMARY KEY("location_id","game_id","level")
);
--> statement-breakpoint
CREATE TABLE "player_totals" (
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"total_score" bigint DEFAULT 0 NOT NULL,
	"levels_played" integer DEFAULT 0 NOT NULL,
	"top_scores" integer DEFAULT 0 NOT NULL,
	"standing" integer DEFAULT 0 NOT NULL,
	"player_rank" integer DEFAULT 0 NOT NULL,
	"yearly_score" bigint DEFAULT 0 NOT NULL,
	"yearly_rank" integer DEFAULT 0 NOT NULL,
	"stars" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_totals_player_id_location_id_pk" PRIMARY KEY("player_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_snapshots" (
	"day" date NOT NULL,
	"board_location_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score" bigint NOT NULL,
	CONSTRAINT "leaderboard_snapshots_day_board_location_id_player_id_location_id_pk" PRIMARY KEY("day","board_location_id","player_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "profile_snapshots" (
	"day" date NOT NULL,
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"profile" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_snapshots_day_player_id_location_id_pk" PRIMARY KEY("day","player_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "tracked_profiles" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"chat_user_id" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agl_team_players" (
	"team_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"player_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agl_team_players_team_id_player_name_pk" PRIMARY KEY("team_id","player_name")
);
--> statement-breakpoint
CREATE TABLE "agl_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"name" text NOT NULL,
	"location_id" integer NOT NULL,
	"division" integer NOT NULL,
	"final_placement" integer,
	CONSTRAINT "agl_teams_season_name_unique" UNIQUE("season","name")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "score_events" (
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "score_events_player_id_location_id_game_id_level_played_at_score_pk" PRIMARY KEY("player_id","location_id","game_id","level","played_at","score")
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"high_score" integer NOT NULL,
	"times" integer DEFAULT 0 NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scores_player_id_location_id_game_id_level_pk" PRIMARY KEY("player_id","location_id","game_id","level")
);
--> statement-breakpoint
CREATE TABLE "daily_lookups" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_lookups_day_kind_player_id_location_id_pk" PRIMARY KEY("day","kind","player_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "daily_visits" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"source" text NOT NULL,
	"records" integer NOT NULL,
	"accepted" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batches_checksum_unique" UNIQUE("checksum")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_games" ADD CONSTRAINT "location_games_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_games" ADD CONSTRAINT "location_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_players" ADD CONSTRAINT "badge_players_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_players" ADD CONSTRAINT "badge_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_scores" ADD CONSTRAINT "challenge_scores_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_scores" ADD CONSTRAINT "challenge_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_links" ADD CONSTRAINT "player_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tops" ADD CONSTRAINT "level_tops_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tops" ADD CONSTRAINT "level_tops_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_totals" ADD CONSTRAINT "player_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_totals" ADD CONSTRAINT "player_totals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_snapshots" ADD CONSTRAINT "leaderboard_snapshots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_snapshots" ADD CONSTRAINT "leaderboard_snapshots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_snapshots" ADD CONSTRAINT "profile_snapshots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_snapshots" ADD CONSTRAINT "profile_snapshots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_profiles" ADD CONSTRAINT "tracked_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agl_team_players" ADD CONSTRAINT "agl_team_players_team_id_agl_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."agl_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agl_team_players" ADD CONSTRAINT "agl_team_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agl_teams" ADD CONSTRAINT "agl_teams_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_lookups" ADD CONSTRAINT "daily_lookups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_lookups" ADD CONSTRAINT "daily_lookups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "badge_players_player_idx" ON "badge_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "challenge_scores_challenge_idx" ON "challenge_scores" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "player_links_user_idx" ON "player_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_totals_board_idx" ON "player_totals" USING btree ("location_id","total_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_totals_world_idx" ON "player_totals" USING btree ("total_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leaderboard_snapshots_board_idx" ON "leaderboard_snapshots" USING btree ("board_location_id","day");--> statement-breakpoint
CREATE INDEX "profile_snapshots_player_idx" ON "profile_snapshots" USING btree ("player_id","location_id","day");--> statement-breakpoint
CREATE INDEX "agl_team_players_player_idx" ON "agl_team_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "scores_level_score_idx" ON "scores" USING btree ("location_id","game_id","level","high_score" DESC NULLS LAST);