CREATE TABLE "message_opt_outs" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"reply" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "message_templates_kind_language_pk" PRIMARY KEY("kind","language")
);
--> statement-breakpoint
CREATE TABLE "shopper_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"channel" text,
	"language" text NOT NULL,
	"phone" text NOT NULL,
	"body" text,
	"provider_message_id" text,
	"sms_parts" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_messages_kind_known" CHECK (kind IN ('confirmation_request', 'confirmed', 'booked', 'out_for_delivery', 'delivered')),
	CONSTRAINT "shopper_messages_status_known" CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'stopped', 'skipped')),
	CONSTRAINT "shopper_messages_language_known" CHECK (language IN ('en', 'ur', 'roman_ur')),
	CONSTRAINT "shopper_messages_channel_known" CHECK (channel IS NULL OR channel IN ('whatsapp', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "message_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_order_kind_idx" ON "shopper_messages" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_provider_id_idx" ON "shopper_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "shopper_messages_due_idx" ON "shopper_messages" USING btree ("next_attempt_at") WHERE "shopper_messages"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_message_language_known" CHECK (message_language IN ('en', 'ur', 'roman_ur'));