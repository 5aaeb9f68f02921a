/** Rows for tests of modules that need products, written straight to the database (tests only). */
import { toPaisa } from '@shop/domain/money';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';

export type ProductFixture = Partial<typeof products.$inferInsert>;

/** A product priced in rupees (`price`, `discountedPrice` given in rupees here for readability). */
export async function insertTestProduct(
  db: Database,
  overrides: ProductFixture & { priceRupees?: number; discountedRupees?: number } = {},
) {
  const { priceRupees = 1500, discountedRupees, ...rest } = overrides;
  const price = toPaisa(priceRupees);
  const [row] = await db
    .insert(products)
    .values({
      title: 'Gold hoop earrings',
      description: 'Light hoops for every day.',
      price,
      discountedPrice: toPaisa(discountedRupees ?? priceRupees),
      quantity: 10,
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
  return row;
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
