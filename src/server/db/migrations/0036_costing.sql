CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"pack_size" numeric(11, 4) NOT NULL,
	"pack_unit" text NOT NULL,
	"pack_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_pack_size_positive" CHECK ("ingredients"."pack_size" > 0),
	CONSTRAINT "ingredients_pack_price_check" CHECK ("ingredients"."pack_price_cents" is null or "ingredients"."pack_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric(11, 4) NOT NULL,
	"unit" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_lines_quantity_positive" CHECK ("recipe_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"menu_item_id" integer PRIMARY KEY NOT NULL,
	"half_pan_factor" numeric(5, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_menu_item_id_recipes_menu_item_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."recipes"("menu_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_unique" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_lines_dish_ingredient_unique" ON "recipe_lines" USING btree ("menu_item_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_idx" ON "recipe_lines" USING btree ("ingredient_id");