import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What an order needs to know about a product to price a line and copy it. */
export interface OrderableProduct {
  id: number;
  title: string;
  discountedPrice: number;
  quantity: number;
  type: string;
  subType: string | null;
  images: string[];
  imageColors: string[];
}

/** What staff look an order up by (shipping_info's keys). */
const SEARCHED_SHIPPING_FIELDS = ['fullName', 'phone', 'email', 'address', 'city'];

export function createOrdersRepository(db: Database) {
  async function linesOf(orderIds: number[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
  }

  function attach(rows: OrderRow[], lines: OrderLineRow[]): OrderWithLines[] {
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
    }));
  }

  return {
    /**
     * Reads the products and locks their rows until the transaction ends, so prices and stock cannot
     * change between pricing and writing. Locked in id order: two orders never wait on each other in a
     * cycle.
     */
    lockProducts(ids: number[]): Promise<OrderableProduct[]> {
      return db
        .select({
          id: products.id,
          title: products.title,
          discountedPrice: products.discountedPrice,
          quantity: products.quantity,
          type: products.type,
          subType: products.subType,
          images: products.images,
          imageColors: products.imageColors,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** One conditional update: false when the stock no longer covers the quantity. */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${quantity}`,
          unitsSold: sql`${products.unitsSold} + ${quantity}`,
        })
        .where(and(eq(products.id, productId), gte(products.quantity, quantity)))
        .returning({ id: products.id });
      return rows.length === 1;
    },

    async stockOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, productId));
      return row?.quantity ?? 0;
    },

    async insert(values: NewOrderRow, lines: NewOrderLineRow[]): Promise<OrderWithLines> {
      // now() is the transaction's start; an order that waited for a product's lock is placed later.
      const [order] = await db
        .insert(orders)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning();
      if (!order) throw new Error('insert returned no order');
      const inserted = await db
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: order.id })))
        .returning();
      return { order, lines: inserted };
    },

    /** Newest first: ids follow the order in which orders were written. */
    async list(): Promise<OrderWithLines[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.id));
      return attach(rows, await linesOf(rows.map((row) => row.id)));
    },

    /**
     * The back office's table: newest first; found by the shopper's name, phone, e-mail, address or
     * city, the coupon, or the order's id.
     */
    adminList(q: string | undefined): AdminListReader<OrderWithLines> {
      const where = adminSearch(q, {
        texts: [
          ...SEARCHED_SHIPPING_FIELDS.map((field) => sql`${orders.shippingInfo} ->> ${field}`),
          orders.couponCode,
        ],
        ids: [orders.id],
      });
      return {
        count: async () => db.$count(orders, where),
        async rows(limit, offset) {
          const rows = await db
            .select()
            .from(orders)
            .where(where)
            .orderBy(desc(orders.id))
            .limit(limit)
            .offset(offset);
          return attach(rows, await linesOf(rows.map((row) => row.id)));
        },
      };
    },

    async findById(id: number): Promise<OrderWithLines | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      if (!order) return undefined;
      return { order, lines: await linesOf([id]) };
    },

    async updateShippingInfo(id: number, shippingInfo: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ shippingInfo })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
