CREATE TABLE "automation_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"days" integer NOT NULL,
	"mail_subject" text NOT NULL,
	"mail_body" text NOT NULL,
	"text_body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"title" text NOT NULL,
	"label" text NOT NULL,
	"event_date" text,
	"stars" integer,
	"comment" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"inquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" is null or "reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_sends_once_idx" ON "automation_sends" USING btree ("key","record_kind","record_id","occasion");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_token_idx" ON "reviews" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_target_idx" ON "reviews" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewed_idx" ON "reviews" USING btree ("reviewed_at");