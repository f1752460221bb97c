ALTER TABLE "push_subscriptions" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_device_idx" ON "push_subscriptions" USING btree ("device_hash");