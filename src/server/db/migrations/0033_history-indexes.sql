CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_event_date_idx" ON "orders" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "orders_pickup_at_idx" ON "orders" USING btree ("pickup_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "quotes_event_date_idx" ON "quotes" USING btree ("event_date");