ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_product_colour_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_line_unique" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","selected_color","variant_id");--> statement-breakpoint
-- Lines saved before variants name their colour's variant where exactly one variant has that colour.
UPDATE "cart_items" c SET "variant_id" = v."id"
FROM "product_variants" v
WHERE v."product_id" = c."product_id"
  AND lower(trim(v."options" ->> 'colour')) = lower(trim(c."selected_color"))
  AND (SELECT count(*) FROM "product_variants" w
       WHERE w."product_id" = c."product_id"
         AND lower(trim(w."options" ->> 'colour')) = lower(trim(c."selected_color"))) = 1;
