CREATE TABLE "invites" (
	"uid" text PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"snapshot" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
