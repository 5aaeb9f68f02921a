CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"delivery_time" text NOT NULL,
	"exchange_policy" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK (id = 1)
);
