-- Every amount becomes whole cents (docs/decisions/0100). numeric(10,2) times 100 is a whole number,
-- so the cast is exact; each column changes type in place (no copy, no data dropped) and then takes
-- a name that says cents. A renamed column keeps its check constraint.
ALTER TABLE "discount_codes" ALTER COLUMN "min_subtotal" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "min_subtotal" SET DATA TYPE integer USING ("min_subtotal" * 100)::integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "min_subtotal" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "discount_codes" RENAME COLUMN "min_subtotal" TO "min_subtotal_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE integer USING ("unit_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "unit_price" TO "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total" SET DATA TYPE integer USING ("line_total" * 100)::integer;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "line_total" TO "line_total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE integer USING ("total" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE integer USING ("subtotal" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "subtotal" TO "subtotal_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" SET DATA TYPE integer USING ("discount_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "discount_amount" TO "discount_cents";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE integer USING ("amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0);
