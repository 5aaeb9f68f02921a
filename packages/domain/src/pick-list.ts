/**
 * The packers' pick list (issue #29): the lines of the chosen orders gathered by what is taken off the
 * shelf, a product's variant, with how many in all and from which orders. A line is the order's own
 * copy (title, variant, SKU as sold), so a product renamed since still groups by the SKU sold; lines
 * without a SKU (older than variants) group by title and variant.
 */

export interface PickableOrder {
  number: string;
  lines: readonly { title: string; variant: string; sku: string; quantity: number }[];
}

export interface PickRow {
  sku: string;
  variant: string;
  quantity: number;
  /** The orders asking for it, each once, in the order given. */
  orders: string[];
}

export interface PickProduct {
  title: string;
  rows: PickRow[];
  quantity: number;
}

export interface PickList {
  products: PickProduct[];
  /** Every unit to pick. */
  quantity: number;
  /** The order numbers covered, in the order given. */
  orders: string[];
}

const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Products by title, each product's variants by SKU (then variant name), so a shelf walk is steady. */
export function pickList(orders: readonly PickableOrder[]): PickList {
  const products = new Map<string, Map<string, PickRow>>();
  for (const order of orders) {
    for (const line of order.lines) {
      const rows = products.get(line.title) ?? new Map<string, PickRow>();
      products.set(line.title, rows);
      const key = `${line.sku}\u0000${line.variant}`;
      const row = rows.get(key) ?? {
        sku: line.sku,
        variant: line.variant,
        quantity: 0,
        orders: [],
      };
      rows.set(key, row);
      row.quantity += line.quantity;
      if (!row.orders.includes(order.number)) row.orders.push(order.number);
    }
  }
  const grouped = [...products]
    .map(([title, rows]) => {
      const sorted = [...rows.values()].sort(
        (a, b) => compare(a.sku, b.sku) || compare(a.variant, b.variant),
      );
      return { title, rows: sorted, quantity: sorted.reduce((sum, row) => sum + row.quantity, 0) };
    })
    .sort((a, b) => compare(a.title, b.title));
  return {
    products: grouped,
    quantity: grouped.reduce((sum, product) => sum + product.quantity, 0),
    orders: orders.map((order) => order.number),
  };
}
