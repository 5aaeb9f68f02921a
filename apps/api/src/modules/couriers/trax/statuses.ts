/**
 * Trax's status strings in the shop's states. The Sonic API Documentation v2.0 has no status list;
 * this is its samples plus the third-party tables in docs/couriers/trax.md ("Statuses"). Keys are
 * compared in statusKey's spelling, so the webhook's 'Shipment-Arrived at origin' matches too.
 */
import { statusTable } from '../status-table';

export const TRAX_STATUSES = statusTable({
  'Shipment - Booked': 'booked',
  'Shipment - Rider Picked': 'picked_up',
  'Shipment - Arrival Service Center': 'picked_up',
  'Shipment - Arrived at Origin': 'in_transit',
  'Shipment - In Transit': 'in_transit',
  'Shipment - Arrived at Destination': 'in_transit',
  'Shipment - Consolidated': 'in_transit',
  'Shipment - Waiting For Consolidation': 'in_transit',
  'Shipment - Misroute Forwarded': 'in_transit',
  'Shipment - Rider Exchange': 'in_transit',
  'Shipment - Re-Booked': 'in_transit',
  'Shipment - Out for Delivery': 'out_for_delivery',
  'Shipment - Delivery Unsuccessful': 'out_for_delivery',
  'Shipment - Re-Attempt': 'out_for_delivery',
  'Shipment - Re-Attempt Requested': 'out_for_delivery',
  'Re-Attempt - Requested': 'out_for_delivery', // the guide's answer to a re-attempt request
  'Shipment - Delivered': 'delivered',
  'Return - Confirm': 'returning',
  'Shipment - Return Confirm': 'returning', // the guide's answer to a return confirmation
  'Return - In Transit': 'returning',
  'Return - Arrived at Origin': 'returning',
  'Return - Dispatched': 'returning',
  'Return - Delivery Unsuccessful': 'returning',
  'Return - Not Attempted': 'returning',
  'Return - On Hold': 'returning',
  'Return - Rider Exchange': 'returning',
  'Return - Delivered to Shipper': 'returned',
  'Shipment - Cancelled': 'cancelled',
  // Trax asks the shop: confirm the return or ask for another attempt (POST /api/request/rcp).
  'Return - Confirmation Pending': 'held_for_review',
  'Shipment - On Hold': 'held_for_review',
  'Shipment - On Hold for Self Collection': 'held_for_review',
  'Shipment - Non-Service Area': 'held_for_review',
  'Shipment - Multiple Pieces Hold': 'held_for_review',
  'Shipment - Not Attempted': 'held_for_review',
  'Shipment - Lost': 'lost',
  'Return - Unable to Return': 'lost',
  'Shipment - Case Closed': 'lost',
  'Shipment - Recalled': 'lost',
});
