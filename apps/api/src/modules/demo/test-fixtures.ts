/** Rows for tests of modules that need products, written straight to the database (tests only). */
import { DELIVERY_FEE_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES } from '@shop/domain/constants';
import { toPaisa } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import { variantsForColours } from '@shop/domain/variants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';
import { createInventory } from '../inventory/inventory';
import { createProductVariants } from '../products/product-variants';

export type ProductFixture = Partial<typeof products.$inferInsert>;

/**
 * A product priced in rupees (`price`, `discountedPrice` given in rupees here for readability), with
 * a variant per colour made as the shop makes them (the inventory, its ledger's first movement).
 * `quantity` goes to the first colour, as for a product the spec's form creates (decision 0024);
 * `colourStock` gives each colour its own.
 */
export async function insertTestProduct(
  db: Database,
  overrides: ProductFixture & {
    priceRupees?: number;
    discountedRupees?: number;
    colourStock?: Record<string, number>;
  } = {},
) {
  const { priceRupees = 1500, discountedRupees, colourStock, quantity = 10, ...rest } = overrides;
  const price = toPaisa(priceRupees);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        title: 'Gold hoop earrings',
        description: 'Light hoops for every day.',
        price,
        discountedPrice: toPaisa(discountedRupees ?? priceRupees),
        quantity: 0,
        type: 'Jewelry',
        subType: 'Earrings',
        images: [
          '11111111-1111-4111-8111-111111111111.webp',
          '22222222-2222-4222-8222-222222222222.webp',
        ],
        imageColors: ['gold', 'silver'],
        ...rest,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const inventory = createInventory(tx);
    const context = { reason: 'product_created' as const, actor: 'system' };
    const options = await createProductVariants(inventory).fromColours(
      row,
      colourStock ? 0 : quantity,
      context,
    );
    if (colourStock) {
      const { variants } = variantsForColours(row);
      const made = await inventory.lockProducts([row.id]);
      for (const [index, values] of variants.entries()) {
        const variant = made.find((each) => each.position === index);
        const stock = colourStock[values.colour ?? ''] ?? 0;
        if (variant && stock > 0) await inventory.setStock(variant.id, stock, context);
      }
    }
    const [product] = await tx
      .update(products)
      .set({ options })
      .where(eq(products.id, row.id))
      .returning();
    return product as typeof row;
  });
}

/** A checkout form as a shopper in Lahore fills it in. */
export const TEST_SHIPPING_INFO = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  address: '12 Gulberg III',
  city: 'Lahore',
  postalCode: '54000',
  phone: '03001234567',
  paymentMethod: 'cod',
};

/**
 * A product to order: its price in rupees, or its row (which holds what it sells for in paisa), and
 * the colour the shopper picks, if the test says.
 */
export type OrderedProduct = (
  { id: number; priceRupees: number } | { id: number; discountedPrice: number }
) & { selectedColor?: string };

const rupeesOf = (product: OrderedProduct) =>
  'priceRupees' in product ? product.priceRupees : product.discountedPrice / 100;

/**
 * The body the checkout sends for one unit of a product, with the shopper's details changed where the
 * test says and any other field (a coupon, a message language) added or replaced.
 */
export function testOrderPayload(
  product: OrderedProduct,
  shippingInfo: Partial<typeof TEST_SHIPPING_INFO> = {},
  fields: Record<string, unknown> = {},
) {
  const price = rupeesOf(product);
  const deliveryFee = price > FREE_SHIPPING_THRESHOLD_RUPEES ? 0 : DELIVERY_FEE_RUPEES;
  return {
    shippingInfo: { ...TEST_SHIPPING_INFO, ...shippingInfo },
    cartItems: [
      product.selectedColor === undefined
        ? { id: product.id, quantity: 1 }
        : { id: product.id, quantity: 1, selectedColor: product.selectedColor },
    ],
    totalPrice: price,
    deliveryFee,
    grandTotal: price + deliveryFee,
    ...fields,
  };
}

/** Sends testOrderPayload as the checkout does and answers the response, whatever its status. */
export function postTestOrder(
  app: FastifyInstance,
  product: OrderedProduct,
  shippingInfo: Partial<typeof TEST_SHIPPING_INFO> = {},
  fields: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/shipping/create',
    payload: testOrderPayload(product, shippingInfo, fields),
  });
}

/**
 * Places one order for one unit of a product as the checkout sends it, with the shopper's details
 * changed where the test says; answers the order the API returned (expects 201).
 */
export async function placeTestOrder(
  app: FastifyInstance,
  product: OrderedProduct,
  shippingInfo: Partial<typeof TEST_SHIPPING_INFO> = {},
): Promise<Order> {
  const placed = await postTestOrder(app, product, shippingInfo);
  if (placed.statusCode !== 201)
    throw new Error(`Order refused: ${placed.statusCode} ${placed.body}`);
  return placed.json<{ order: Order }>().order;
}

/**
 * Places `count` orders of one unit each (placeTestOrder), and confirms them all in one bulk move as
 * staff when `confirmAs` carries a staff member's authorization; answers their ids, oldest first.
 */
export async function placeTestOrders(
  app: FastifyInstance,
  product: { id: number; priceRupees: number },
  count: number,
  options: { city?: string; confirmAs?: { authorization: string } } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const shippingInfo = options.city ? { city: options.city } : {};
    ids.push((await placeTestOrder(app, product, shippingInfo)).id);
  }
  if (options.confirmAs) {
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk',
      headers: options.confirmAs,
      payload: { ids, status: 'confirmed' },
    });
    if (confirmed.statusCode !== 200)
      throw new Error(`Orders not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return ids;
}
