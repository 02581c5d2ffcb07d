CREATE TABLE "kitchen_prepared" (
	"date" date NOT NULL,
	"menu_item_id" integer NOT NULL,
	"prepared_by" integer,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_prepared_date_menu_item_id_pk" PRIMARY KEY("date","menu_item_id")
);
--> statement-breakpoint
ALTER TABLE "kitchen_prepared" ADD CONSTRAINT "kitchen_prepared_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_prepared" ADD CONSTRAINT "kitchen_prepared_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;