ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- An account with a session on record has signed in before: its next sign-in is not its first.
UPDATE "users" SET "last_sign_in_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
