ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shopper_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_phone_text_idx" ON "orders" USING btree (("shipping_info" ->> 'phone')) WHERE "orders"."phone_key" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient_idx" ON "outbox_emails" USING btree (lower("to"),"created_at");--> statement-breakpoint
-- Idempotency keys are now kept as sha256(phone scope, newline, key) (orders-idempotency.ts): keys of
-- the last day are rewritten so a retry still finds its order; older ones have expired.
UPDATE "orders" SET "idempotency_key" = NULL WHERE "idempotency_key" IS NOT NULL AND "created_at" < now() - interval '1 day';--> statement-breakpoint
UPDATE "orders" SET "idempotency_key" = encode(sha256(convert_to(coalesce("phone_key", "shipping_info" ->> 'phone') || E'\n' || "idempotency_key", 'UTF8')), 'hex') WHERE "idempotency_key" IS NOT NULL;
