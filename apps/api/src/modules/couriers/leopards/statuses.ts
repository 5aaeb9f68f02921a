/**
 * Leopards' statuses in the shop's states: the tracking call's booked_packet_status strings (not in
 * API Documentation v2; the set third-party portals filter on) and the Push API v1.0's 16 codes.
 * Sources and doubts: docs/couriers/leopards.md, "Statuses"; README.md's status map.
 */
import { statusTable } from '../status-table';

/** trackBookedPacket's `booked_packet_status` and the statuses of its `Tracking Detail` rows. */
export const LEOPARDS_STATUSES = statusTable({
  'Pickup Request not Send': 'booked',
  'Pickup Request Sent': 'booked',
  // Ambiguous (booked, or scanned at Leopards as push code RC says): booked until a live trace shows
  // otherwise (docs/couriers/README.md, note 1).
  'Consignment Booked': 'booked',
  'Shipment Picked': 'picked_up',
  'Drop Off at Express Center': 'picked_up',
  'Arrived at Station': 'in_transit',
  Dispatched: 'in_transit',
  'In Transit': 'in_transit',
  Missroute: 'in_transit',
  'Assign to Courier': 'out_for_delivery',
  // An attempt that failed: the parcel stays with Leopards and goes out again, unless the shipper
  // advice list holds it for the shop's answer (the adapter checks that list).
  Pending: 'out_for_delivery',
  Delivered: 'delivered',
  'Ready for Return': 'returning',
  'Being Return': 'returning',
  'Returned to shipper': 'returned',
  Cancelled: 'cancelled',
  '48 Hours Auto Canceled': 'cancelled',
});

/** The Push API's `status` codes, for the webhook (issue #28's tracking part). */
export const LEOPARDS_PUSH_CODES = statusTable({
  RC: 'picked_up', // Consignment Booked (Shipment Scanned In LCS Facility)
  SP: 'picked_up', // Shipment Picked
  AR: 'in_transit', // Arrived At Station
  DP: 'in_transit', // Dispatched
  AC: 'out_for_delivery', // Assigned To Courier (Out For Delivery)
  PN1: 'out_for_delivery', // First Attempt In Forward Leg
  PN2: 'out_for_delivery', // Second Attempt In Forward Leg
  DV: 'delivered',
  NR: 'returning', // Ready for Return
  RO: 'returning', // Being Return
  RN1: 'returning', // First Attempt In Reverse Leg
  RN2: 'returning', // Second Attempt In Reverse Leg
  RS: 'returned', // Returned to Shipper
  RW: 'returned', // Returned to Warehouse
  DW: 'returned', // Delivered to Warehouse
  DR: 'returned', // Delivered to Vendor: a return-side end for forward parcels (unconfirmed)
});

/** The Push API's names of its codes ("Shipment Journey"), the words an event shows for a code. */
export const LEOPARDS_PUSH_NAMES: Readonly<Record<string, string>> = {
  RC: 'Consignment Booked',
  AC: 'Assigned To Courier',
  DV: 'Delivered',
  PN1: 'First Attempt In Forward Leg',
  PN2: 'Second Attempt In Forward Leg',
  RO: 'Being Return',
  RN1: 'First Attempt In Reverse Leg',
  RN2: 'Second Attempt In Reverse Leg',
  RW: 'Returned to Warehouse',
  DW: 'Delivered to Warehouse',
  RS: 'Returned to Shipper',
  DR: 'Delivered to Vendor',
  AR: 'Arrived At Station',
  DP: 'Dispatched',
  NR: 'Ready for Return',
  SP: 'Shipment Picked',
};
