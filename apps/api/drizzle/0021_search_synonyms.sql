-- The owner's synonym groups (issue #30, decision 0032): words a shopper searches for that mean the same,
-- added to the built-in groups in code. A handful of rows, read whole by every uncached search.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
