CREATE TABLE "parcel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"place" text,
	"state" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD COLUMN "parcel_state" text;--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD COLUMN "parcel_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD COLUMN "tracked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD COLUMN "next_track_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_booking_id_parcel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."parcel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_once" ON "parcel_events" USING btree ("booking_id","at","status");--> statement-breakpoint
CREATE INDEX "parcel_events_order_idx" ON "parcel_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "parcel_bookings_track_due_idx" ON "parcel_bookings" USING btree ("next_track_at") WHERE "parcel_bookings"."state" = 'booked';--> statement-breakpoint
ALTER TABLE "parcel_bookings" ADD CONSTRAINT "parcel_bookings_parcel_state_known" CHECK (parcel_state IS NULL OR parcel_state IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returning', 'returned', 'cancelled', 'held_for_review', 'lost'));