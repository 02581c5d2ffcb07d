ALTER TABLE "menu_items" ADD COLUMN "half_pan_cents" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "full_pan_cents" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "per_person_cents" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "each_cents" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "market_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Data conversion (docs/decisions/0056): the free-text price becomes cents per size, read by the
-- rules src/common/menu/price-text.ts uses; a text with no positive amount becomes market price,
-- so no dish is ever sold at $0. Brackets are notes, not prices.
CREATE TEMPORARY TABLE "menu_price_text" AS
  SELECT "id", regexp_replace(lower("price"), '\([^)]*\)', ' ', 'g') AS "p" FROM "menu_items";--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.menu_cents(amount text) RETURNS integer LANGUAGE sql IMMUTABLE AS
  $$ SELECT nullif(round(replace(amount, ',', '')::numeric * 100)::integer, 0) $$;--> statement-breakpoint
UPDATE "menu_items" m SET
  "half_pan_cents" = pg_temp.menu_cents(coalesce(
    substring(t."p" from 'half[^$0-9|/,;]{0,12}\$?\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)'),
    substring(t."p" from '\$\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)\s*half'))),
  "full_pan_cents" = pg_temp.menu_cents(coalesce(
    substring(t."p" from 'full[^$0-9|/,;]{0,12}\$?\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)'),
    substring(t."p" from '\$\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)\s*full')))
  FROM "menu_price_text" t WHERE t."id" = m."id";--> statement-breakpoint
UPDATE "menu_items" m SET "per_person_cents" = pg_temp.menu_cents(
    substring(t."p" from '\$?\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)\s*(?:per|/|a)\s*(?:person|guest|head)'))
  FROM "menu_price_text" t
  WHERE t."id" = m."id" AND m."half_pan_cents" IS NULL AND m."full_pan_cents" IS NULL;--> statement-breakpoint
UPDATE "menu_items" m SET "each_cents" = pg_temp.menu_cents(coalesce(
    substring(t."p" from '\$\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)'),
    substring(t."p" from '^\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)\s*$')))
  FROM "menu_price_text" t
  WHERE t."id" = m."id" AND m."half_pan_cents" IS NULL AND m."full_pan_cents" IS NULL
    AND m."per_person_cents" IS NULL;--> statement-breakpoint
UPDATE "menu_items" SET "market_price" = true
  WHERE "half_pan_cents" IS NULL AND "full_pan_cents" IS NULL AND "per_person_cents" IS NULL
    AND "each_cents" IS NULL;--> statement-breakpoint
DROP TABLE "menu_price_text";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_prices_positive_check" CHECK (coalesce("menu_items"."half_pan_cents", 1) > 0 and coalesce("menu_items"."full_pan_cents", 1) > 0 and coalesce("menu_items"."per_person_cents", 1) > 0 and coalesce("menu_items"."each_cents", 1) > 0);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_priced_check" CHECK ("menu_items"."market_price" = ("menu_items"."half_pan_cents" is null and "menu_items"."full_pan_cents" is null and "menu_items"."per_person_cents" is null and "menu_items"."each_cents" is null));
