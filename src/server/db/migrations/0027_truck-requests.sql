ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "hours" integer;