/**
 * PostEx's statuses in the shop's states. Order statuses are the names of GET /v1/get-order-status
 * (Merchant API Integration Guide v4.1.9 §3.15, ids from §3.16); history codes are §3.8.3's
 * transactionStatusMessageCode. Sources and doubts: docs/couriers/postex.md, "Statuses".
 */
import { statusTable } from '../status-table';

/** `transactionStatus`, the parcel's current status. */
export const POSTEX_STATUSES = statusTable({
  Unbooked: 'booked', // 1; create-order itself answers "UnBooked" (same key once case is folded)
  Booked: 'booked', // 2: on a load sheet, waiting for the rider
  'Picked By PostEx': 'picked_up', // 15
  'En-Route to PostEx warehouse': 'in_transit', // 18
  'PostEx WareHouse': 'in_transit', // 3
  'Out For Delivery': 'out_for_delivery', // 4
  // 17: a failed attempt; the parcel stays with PostEx and usually goes out again.
  Attempted: 'out_for_delivery',
  Delivered: 'delivered', // 5
  'Out For Return': 'returning', // 16
  Returned: 'returned', // 6
  'Un-Assigned By Me': 'cancelled', // 7, meaning inferred from the name (the guide has none)
  Expired: 'cancelled', // 8, meaning inferred from the name
  'Delivery Under Review': 'held_for_review', // 9, answered with save-shipper-advice
  // 9 as one live client reads it (docs/couriers/postex.md, unconfirmed).
  'Under Verification': 'held_for_review',
});

/** `transactionStatusMessageCode` of a history event (4-digit strings). */
export const POSTEX_HISTORY_CODES = statusTable({
  '0001': 'booked', // At Merchant's Warehouse
  '0002': 'returned',
  '0003': 'in_transit', // At PostEx Warehouse
  '0004': 'in_transit', // Package on Route
  '0005': 'delivered',
  '0006': 'returned',
  '0007': 'returned',
  '0008': 'held_for_review', // Delivery Under Review
  '0013': 'out_for_delivery', // Attempt Made: <reason>
});
