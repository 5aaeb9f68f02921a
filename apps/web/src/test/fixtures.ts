/** Data as the storefront holds it and the API answers it, each valid for the domain's schemas. */
import type { Order } from '@shop/domain/schemas/order.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { EXAMPLE_SHIPPING_INFO } from '@shop/domain/schemas/test-helpers';
import type { StoreCartLine } from '../features/store/cart/cart-store';

/** The example product (product()) in the cart: one of its gold pair. */
export function cartLine(overrides: Partial<StoreCartLine> = {}): StoreCartLine {
  const { id, title, price, discounted_price, type, sub_type, images, imageColors } = product();
  return {
    id,
    selectedColor: 'Gold',
    quantity: 1,
    max_quantity: 5,
    discounted_price,
    title,
    imageToShow: 'earrings-gold.webp',
    images,
    imageColors,
    type,
    sub_type,
    price,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    title: 'Kundan earrings',
    description: 'Gold-plated kundan earrings.',
    price: 1800,
    discounted_price: 1500,
    show_price: 'Active',
    top_featured: 'Inactive',
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Earrings',
    images: ['earrings-gold.webp', 'earrings-silver.webp'],
    imageColors: ['Gold', 'Silver'],
    addOns: [],
    options: ['Colour'],
    variants: [
      { id: 11, sku: 'P1-GOLD', options: { colour: 'Gold' }, quantity: 5 },
      { id: 12, sku: 'P1-SILVER', options: { colour: 'Silver' }, quantity: 0 },
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function shippingInfo(overrides: Partial<ShippingInfo> = {}): ShippingInfo {
  return { ...EXAMPLE_SHIPPING_INFO, ...overrides };
}

export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: 'ZB-10041',
    status: 'pending',
    statusChangedAt: '2026-11-25T12:00:00.000Z',
    courier: null,
    trackingNumber: null,
    trackingToken: 'x'.repeat(32),
    shopperConfirmedAt: null,
    shippingInfo: shippingInfo(),
    cityId: 2,
    cartItems: [
      {
        id: 1,
        title: 'Kundan earrings',
        price: 1500,
        quantity: 1,
        selectedColor: 'Gold',
        variantId: 11,
        sku: 'P1-GOLD',
        variant: 'Gold',
        imageToShow: 'earrings-gold.webp',
        type: 'Jewelry',
        sub_type: 'Earrings',
        lineTotal: 1500,
      },
    ],
    couponCode: null,
    discount: 0,
    originalTotal: 1500,
    totalPrice: 1500,
    deliveryFee: 199,
    grandTotal: 1699,
    codFee: 0,
    rounding: 0,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The items and money of an order whose lines a test does not look at: no items, Rs 1,000 of goods
 * and Rs 199 delivery, no coupon.
 */
export function orderTotalsWithoutItems() {
  return {
    cartItems: [],
    couponCode: null,
    discount: 0,
    originalTotal: 1000,
    totalPrice: 1000,
    deliveryFee: 199,
    grandTotal: 1199,
    codFee: 0,
    rounding: 0,
  } satisfies Partial<Order>;
}
