ALTER TABLE "outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "outbox_coalesce_key_idx" ON "outbox" USING btree ("coalesce_key");