CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"percent" integer NOT NULL,
	"min_subtotal" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"rule" text DEFAULT 'none' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percent_check" CHECK ("discount_codes"."percent" between 1 and 100),
	CONSTRAINT "discount_codes_rule_check" CHECK ("discount_codes"."rule" in ('none', 'first-order', 'corporate-event')),
	CONSTRAINT "discount_codes_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."uses" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"data" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_type_check" CHECK ("qr_codes"."type" in ('discount', 'app-access', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_min_subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_idx" ON "discount_redemptions" USING btree ("discount_code_id","customer_key");