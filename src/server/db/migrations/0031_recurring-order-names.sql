-- One name per concept (docs/glossary.md): what the code has long called recurring orders keeps that
-- name in the database too. Renames only: no row is copied or lost. Postgres truncates the longest
-- constraint name to 63 characters here exactly as it does when drizzle-kit refers to it later.
ALTER TABLE "subscriptions" RENAME TO "recurring_orders";--> statement-breakpoint
ALTER SEQUENCE "subscriptions_id_seq" RENAME TO "recurring_orders_id_seq";--> statement-breakpoint
ALTER TABLE "recurring_orders" RENAME CONSTRAINT "subscriptions_pkey" TO "recurring_orders_pkey";--> statement-breakpoint
ALTER INDEX "subscriptions_user_idx" RENAME TO "recurring_orders_user_idx";--> statement-breakpoint
ALTER TABLE "recurring_orders" RENAME CONSTRAINT "subscriptions_status_check" TO "recurring_orders_status_check";--> statement-breakpoint
ALTER TABLE "recurring_orders" RENAME CONSTRAINT "subscriptions_user_id_users_id_fk" TO "recurring_orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_occurrences" RENAME TO "recurring_order_occurrences";--> statement-breakpoint
ALTER TABLE "recurring_order_occurrences" RENAME COLUMN "subscription_id" TO "recurring_order_id";--> statement-breakpoint
ALTER TABLE "recurring_order_occurrences" RENAME CONSTRAINT "subscription_occurrences_subscription_id_date_pk" TO "recurring_order_occurrences_recurring_order_id_date_pk";--> statement-breakpoint
ALTER TABLE "recurring_order_occurrences" RENAME CONSTRAINT "subscription_occurrences_subscription_id_subscriptions_id_fk" TO "recurring_order_occurrences_recurring_order_id_recurring_orders_id_fk";--> statement-breakpoint
ALTER TABLE "recurring_order_occurrences" RENAME CONSTRAINT "subscription_occurrences_order_id_orders_id_fk" TO "recurring_order_occurrences_order_id_orders_id_fk";
