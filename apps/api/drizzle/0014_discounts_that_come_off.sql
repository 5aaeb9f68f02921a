CREATE TABLE "discount_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"previous" integer,
	"applied" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent" double precision NOT NULL,
	"scope" text NOT NULL,
	"scope_value" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "discounts_percent_range" CHECK ("discounts"."percent" >= 0 AND "discounts"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "discount_prices" ADD CONSTRAINT "discount_prices_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_prices" ADD CONSTRAINT "discount_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_prices" ADD CONSTRAINT "discount_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_prices_discount_id_idx" ON "discount_prices" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "discount_prices_product_id_idx" ON "discount_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "discounts_active_idx" ON "discounts" USING btree ("id") WHERE "discounts"."removed_at" IS NULL;