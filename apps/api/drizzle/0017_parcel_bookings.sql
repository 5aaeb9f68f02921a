CREATE TABLE "parcel_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"tracking_number" text,
	"label_url" text,
	"asked_by" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	CONSTRAINT "parcel_bookings_state_known" CHECK (state IN ('queued', 'booking', 'booked', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD CONSTRAINT "parcel_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_bookings_one_live_per_order" ON "parcel_bookings" USING btree ("order_id") WHERE "parcel_bookings"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "parcel_bookings_due_idx" ON "parcel_bookings" USING btree ("next_attempt_at") WHERE "parcel_bookings"."state" IN ('queued', 'booking');