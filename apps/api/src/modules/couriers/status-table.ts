/**
 * How a courier's status table is read. None of the three couriers publishes a complete, versioned
 * list of its tracking statuses (docs/couriers/README.md), so a status missing from a table is taken
 * as in transit, the one state that promises nothing, and logged so it can be added.
 */
import type { ParcelState } from '@shop/domain/parcel-state';
import type { CourierLog, CourierName } from './courier';

/**
 * One spelling per status: case, runs of spaces and the spaces around a dash differ between a
 * courier's calls (Trax's webhook says 'Shipment-Arrived at origin', its tracking 'Shipment - Arrived
 * at Origin').
 */
export function statusKey(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-');
}

export type StatusTable = Readonly<Record<string, ParcelState>>;

/** The table with its keys in statusKey's spelling, ready for shopState. */
export function statusTable(entries: Record<string, ParcelState>): StatusTable {
  return Object.fromEntries(
    Object.entries(entries).map(([status, state]) => [statusKey(status), state]),
  );
}

export function shopState(
  courier: CourierName,
  table: StatusTable,
  status: string,
  log: CourierLog,
): ParcelState {
  const state = table[statusKey(status)];
  if (state) return state;
  log.warn({ courier, courierStatus: status }, 'unknown courier status, taken as in transit');
  return 'in_transit';
}

/** The shop's state for these words when the table knows them, else null (an event's state: no log). */
export function knownState(table: StatusTable, status: string): ParcelState | null {
  return table[statusKey(status)] ?? null;
}
