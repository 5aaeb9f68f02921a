/**
 * What the shop asks of a courier (issue #28), in the shop's words. Each adapter (postex/, leopards/,
 * trax/) speaks its courier's published merchant API behind this interface; the booking and tracking
 * jobs only see this. Every call may throw a CourierError (courier-errors.ts) and none retries: the
 * job that called it decides, from the error's code, whether and when to try again.
 */
import type { CourierName } from '@shop/domain/couriers';
import type { ParcelState } from '@shop/domain/parcel-state';

export { COURIER_LABELS, COURIER_NAMES, type CourierName } from '@shop/domain/couriers';

/** A city as the courier names it; `id` is what book() takes as the parcel's city. */
export interface CourierCity {
  id: string;
  name: string;
}

/** One order's parcel, as the courier is asked to carry it. */
export interface Parcel {
  /** Our reference, the order number (ZB-10015): the courier keeps it, and findBooking looks it up. */
  orderNumber: string;
  consigneeName: string;
  /** 03xxxxxxxxx, 11 digits, as all three couriers want it. */
  phone: string;
  /** The shopper's e-mail when the order has one (Trax asks for one; the shop's is sent otherwise). */
  email?: string;
  address: string;
  /** The courier's city id from cities() (PostEx books by name: its id is the name). */
  city: string;
  /**
   * What the shopper owes on delivery, in paisa. Couriers take whole rupees: rounded half away from
   * zero, the shop's one rounding rule (codRupees below).
   */
  codAmountPaisa: number;
  pieces: number;
  weightGrams: number;
  /** What is in the parcel, as the label shows it ("2 × Gold-plated jhumka"). */
  itemsDescription: string;
  /** Instructions for the rider; empty when there are none. */
  note: string;
}

export interface Booking {
  trackingNumber: string;
  /** Where the courier keeps the label, when it hands out a link (Leopards' slip). */
  labelUrl?: string;
}

export interface ParcelEvent {
  at: Date;
  /** The courier's words for the event, shown to staff and the shopper as they are. */
  status: string;
  place?: string;
}

export interface ParcelTracking {
  trackingNumber: string;
  state: ParcelState;
  /** The courier's own status, as it sent it (kept so a new one can be added to the table later). */
  courierStatus: string;
  /** Oldest first. */
  events: ParcelEvent[];
}

/** The shop's answer to a parcel the courier holds for review: take it back, or try delivering again. */
export type HeldParcelAnswer = 'return' | 'retry';

export interface FindBookingOptions {
  /** When the first attempt to book was made: couriers that list by date search from that day on. */
  since?: Date;
}

/**
 * One payment the courier reports for a parcel (issue #29): what it collected, kept and paid, in
 * paisa, under its own payment reference (PostEx's CPR, Leopards' cheque or invoice number, Trax's
 * payment id). A returned parcel's line pays a negative amount, its return fee.
 */
export interface CourierPayment {
  trackingNumber: string;
  reference: string;
  outcome: 'delivered' | 'returned' | null;
  cod: number | null;
  fee: number | null;
  tax: number | null;
  paid: number;
}

export interface Courier {
  readonly name: CourierName;
  cities(): Promise<CourierCity[]>;
  book(parcel: Parcel): Promise<Booking>;
  /**
   * The booking the courier already holds for this order number, or null when it has none. Asked
   * after a booking that timed out, before booking again, so an order is never booked twice; null
   * only when the courier said so (an unclear answer throws).
   */
  findBooking(orderNumber: string, options?: FindBookingOptions): Promise<Booking | null>;
  /** Every parcel's label in one PDF, in the order asked. */
  labels(trackingNumbers: string[]): Promise<Uint8Array>;
  /** The sheet the rider signs at pickup, as a PDF. */
  loadSheet(trackingNumbers: string[]): Promise<Uint8Array>;
  /** Where each parcel is; a parcel the courier does not know is left out. */
  track(trackingNumbers: string[]): Promise<ParcelTracking[]>;
  cancel(trackingNumber: string): Promise<void>;
  answerHeldParcel(trackingNumber: string, answer: HeldParcelAnswer): Promise<void>;
  /**
   * The payments the courier has made for these parcels, through its published payments call; a
   * parcel not yet paid (or unknown to it) is left out.
   */
  payments(trackingNumbers: string[]): Promise<CourierPayment[]>;
}

/** Where an adapter tells about courier statuses it does not know (the server's log in the app). */
export interface CourierLog {
  warn(details: Record<string, unknown>, message: string): void;
}
