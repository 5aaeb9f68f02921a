CREATE TABLE "checkout_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"phone_key" text NOT NULL,
	"name" text,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	CONSTRAINT "checkout_drafts_language_known" CHECK (language IN ('en', 'ur', 'roman_ur'))
);
--> statement-breakpoint
ALTER TABLE "shopper_messages" DROP CONSTRAINT "shopper_messages_kind_known";--> statement-breakpoint
ALTER TABLE "shopper_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD COLUMN "draft_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_token_idx" ON "checkout_drafts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_open_phone_idx" ON "checkout_drafts" USING btree ("phone_key") WHERE "checkout_drafts"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_draft_id_checkout_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."checkout_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_draft_kind_idx" ON "shopper_messages" USING btree ("draft_id","kind");--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_order_or_draft" CHECK (("shopper_messages"."order_id" IS NULL) <> ("shopper_messages"."draft_id" IS NULL));--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_kind_known" CHECK (kind IN ('confirmation_request', 'confirmed', 'booked', 'out_for_delivery', 'delivered', 'cart_reminder_1', 'cart_reminder_2'));--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD COLUMN "recorded_by" text;