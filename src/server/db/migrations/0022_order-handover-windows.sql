ALTER TABLE "orders" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "time_window" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;