import { useState } from 'react';
import type { Order } from '@shop/domain/schemas/order.schema';

/** The orders ticked for a bulk action, kept by id across pages and views. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Order>>(new Map());
  const change = (update: (next: Map<number, Order>) => void) =>
    setSelected((current) => {
      const next = new Map(current);
      update(next);
      return next;
    });
  return {
    orders: [...selected.values()],
    ids: [...selected.keys()],
    has: (id: number) => selected.has(id),
    toggle: (order: Order) =>
      change((next) => (next.has(order.id) ? next.delete(order.id) : next.set(order.id, order))),
    setAll: (orders: readonly Order[], on: boolean) =>
      change((next) => {
        for (const order of orders) {
          if (on) next.set(order.id, order);
          else next.delete(order.id);
        }
      }),
    drop: (ids: readonly number[]) => change((next) => ids.forEach((id) => next.delete(id))),
    clear: () => setSelected(new Map()),
  };
}
