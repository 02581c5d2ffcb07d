CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "quote_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"total_amount" numeric(10, 2),
	"guest_count" integer NOT NULL,
	"line_items" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"signed_pdf" text,
	"signed_sha256" text
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "proposal_number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signed_version" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signed_sha256" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signer_ip" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signer_user_agent" text;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reminders" ADD CONSTRAINT "quote_reminders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_reminders_once_idx" ON "quote_reminders" USING btree ("quote_id","kind","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_once_idx" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('requested', 'sent', 'viewed', 'changes_requested', 'accepted', 'rejected', 'completed'));--> statement-breakpoint
UPDATE "quotes" SET "proposal_number" = 'CC-2024-' || lpad("id"::text, 3, '0') WHERE "proposal_number" IS NULL;--> statement-breakpoint
UPDATE "quotes" SET "version" = 1 WHERE "total_amount" IS NOT NULL AND "sent_at" IS NOT NULL;
