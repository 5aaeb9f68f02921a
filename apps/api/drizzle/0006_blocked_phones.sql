CREATE TABLE "blocked_phones" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
