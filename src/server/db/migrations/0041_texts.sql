CREATE TABLE "sms_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"opted_in_at" timestamp with time zone,
	"opted_in_source" text,
	"opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_consents_status_check" CHECK ("sms_consents"."status" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"record_key" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"gateway_id" text,
	"error" text,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('queued', 'sent', 'scheduled', 'failed', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_user_idx" ON "sms_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_reason_record_idx" ON "sms_outbox" USING btree ("reason","record_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_send_at_idx" ON "sms_outbox" USING btree ("to","send_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_scheduled_idx" ON "sms_outbox" USING btree ("send_at") WHERE "sms_outbox"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sms_outbox_gateway_id_idx" ON "sms_outbox" USING btree ("gateway_id");