ALTER TABLE "photos" ADD COLUMN "placement" text DEFAULT 'gallery' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;