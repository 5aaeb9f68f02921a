CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"discounted_price" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_quantity_not_negative" CHECK ("product_variants"."quantity" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" IS NULL OR "product_variants"."price" > 0),
	CONSTRAINT "product_variants_discounted_price_not_negative" CHECK ("product_variants"."discounted_price" IS NULL OR "product_variants"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_options_unique" ON "product_variants" USING btree ("product_id","options");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_id_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_id_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Today's products become variants (decision 0024): one per colour, each colour once in its first
-- spelling and in the product's order; a product without colours gets one variant without options.
WITH colours AS (
	SELECT p.id AS product_id, trim(c.value) AS colour, c.ord,
		row_number() OVER (PARTITION BY p.id, lower(trim(c.value)) ORDER BY c.ord) AS spelling
	FROM "products" p
	CROSS JOIN LATERAL jsonb_array_elements_text(
		CASE WHEN jsonb_typeof(p.image_colors) = 'array' THEN p.image_colors ELSE '[]'::jsonb END
	) WITH ORDINALITY AS c(value, ord)
	WHERE trim(c.value) <> ''
), firsts AS (
	SELECT product_id, colour, (row_number() OVER (PARTITION BY product_id ORDER BY ord))::int - 1 AS position
	FROM colours WHERE spelling = 1
)
INSERT INTO "product_variants" ("product_id", "sku", "options", "quantity", "position")
SELECT f.product_id,
	'P' || f.product_id || '-' || coalesce(
		nullif(upper(trim(both '-' from regexp_replace(f.colour, '[^A-Za-z0-9]+', '-', 'g'))), ''),
		'V' || (f.position + 1)),
	jsonb_build_object('colour', f.colour),
	-- The whole stock on the first colour, none on the others, until the owner recounts.
	CASE WHEN f.position = 0 THEN p.quantity ELSE 0 END,
	f.position
FROM firsts f JOIN "products" p ON p.id = f.product_id;
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "sku", "options", "quantity", "position")
SELECT p.id, 'P' || p.id, '{}'::jsonb, p.quantity, 0
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = p.id);
--> statement-breakpoint
UPDATE "products" p SET "options" = '["Colour"]'::jsonb
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = p.id AND v.options ? 'colour');
--> statement-breakpoint
-- The ledger starts with what each variant was given: one movement each, so every variant's movements
-- add up to its stock from the first day.
INSERT INTO "stock_movements" ("variant_id", "delta", "reason", "actor", "note")
SELECT v.id, v.quantity, 'migration', 'system',
	CASE WHEN (SELECT count(*) FROM "product_variants" o WHERE o.product_id = v.product_id) > 1
		THEN 'Stock per colour was not known: the whole stock is on the first colour until recounted.'
	END
FROM "product_variants" v;
--> statement-breakpoint
-- An order placed before variants names the variant of its colour, so a cancel gives its units back there.
UPDATE "order_lines" l SET "variant_id" = v.id, "sku" = v.sku, "variant_name" = coalesce(v.options ->> 'colour', '')
FROM "product_variants" v
WHERE v.product_id = l.product_id
	AND lower(trim(coalesce(v.options ->> 'colour', ''))) = lower(trim(l.selected_color));
