CREATE TABLE "cod_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_order" bigint,
	"fee_kind" text DEFAULT 'none' NOT NULL,
	"fee_amount" bigint,
	"fee_basis_points" integer,
	"fee_cap" bigint,
	"no_cod_city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"require_house_number" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_rules_one_row" CHECK (id = 1),
	CONSTRAINT "cod_rules_fee_kind_known" CHECK (fee_kind IN ('none', 'fixed', 'percent')),
	CONSTRAINT "cod_rules_amounts_positive" CHECK (("cod_rules"."max_order" IS NULL OR "cod_rules"."max_order" > 0) AND ("cod_rules"."fee_amount" IS NULL OR "cod_rules"."fee_amount" > 0) AND ("cod_rules"."fee_cap" IS NULL OR "cod_rules"."fee_cap" > 0) AND ("cod_rules"."fee_basis_points" IS NULL OR "cod_rules"."fee_basis_points" BETWEEN 1 AND 10000))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rounding" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_amounts" CHECK ("orders"."cod_fee" >= 0 AND "orders"."rounding" BETWEEN -99 AND 0);