ALTER TABLE "users" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_exempt_expires_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zip" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bill" jsonb;