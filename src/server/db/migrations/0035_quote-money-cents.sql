-- Proposals' amounts become whole cents, as orders' and payments' did (money-cents, docs/decisions/0100):
-- each column changes type in place (numeric(10,2) * 100 is exact), then takes a name that says cents.
ALTER TABLE "quotes" ALTER COLUMN "total_amount" SET DATA TYPE integer USING ("total_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "total_amount" TO "total_cents";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "subtotal" SET DATA TYPE integer USING ("subtotal" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "subtotal" TO "subtotal_cents";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "discount_min_subtotal" SET DATA TYPE integer USING ("discount_min_subtotal" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "discount_min_subtotal" TO "discount_min_subtotal_cents";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "discount_amount" SET DATA TYPE integer USING ("discount_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "discount_amount" TO "discount_cents";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "budget" SET DATA TYPE integer USING ("budget" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "budget" TO "budget_cents";--> statement-breakpoint
ALTER TABLE "quote_versions" ALTER COLUMN "total_amount" SET DATA TYPE integer USING ("total_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "quote_versions" RENAME COLUMN "total_amount" TO "total_cents";
