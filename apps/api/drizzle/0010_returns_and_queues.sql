-- Issue #26: why a returned order came back (null for orders returned before reasons were asked), and
-- contact messages marked handled, when and by whom. Columns only, all nullable: safe on existing rows.
ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;
