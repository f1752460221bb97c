CREATE TABLE "counted_today" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "counted_today_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
