CREATE TABLE "settlement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"file_name" text,
	"source" text NOT NULL,
	"lines" integer NOT NULL,
	"paid" bigint NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"courier" text NOT NULL,
	"line_key" text NOT NULL,
	"line" integer NOT NULL,
	"tracking_number" text,
	"order_number_text" text,
	"order_id" integer,
	"unmatched_reason" text,
	"outcome" text,
	"cod" bigint,
	"fee" bigint,
	"tax" bigint,
	"paid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_once" ON "settlement_imports" USING btree ("courier","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_once" ON "settlement_lines" USING btree ("courier","line_key");--> statement-breakpoint
CREATE INDEX "settlement_lines_order_idx" ON "settlement_lines" USING btree ("order_id");