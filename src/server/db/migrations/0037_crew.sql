CREATE TABLE "crew_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate_cents" integer,
	"feed_nonce" text,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_members_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"role" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"response" text DEFAULT 'pending' NOT NULL,
	"declined_by_id" integer,
	"declined_at" timestamp with time zone,
	"actual_starts_at" timestamp with time zone,
	"actual_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_event_kind_check" CHECK ("shifts"."event_kind" in ('quote', 'order')),
	CONSTRAINT "shifts_response_check" CHECK ("shifts"."response" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "shifts_times_check" CHECK ("shifts"."ends_at" > "shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "unavailable_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_declined_by_id_users_id_fk" FOREIGN KEY ("declined_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_days" ADD CONSTRAINT "unavailable_days_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_event_idx" ON "shifts" USING btree ("event_kind","event_id");--> statement-breakpoint
CREATE INDEX "shifts_staff_idx" ON "shifts" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unavailable_days_staff_date_unique" ON "unavailable_days" USING btree ("staff_id","date");