/**
 * Placing an order (the spec's "shipping"). The browser sends what the shopper chose; the server prices
 * every line from the database (the product's discounted price), applies the coupon and the delivery rule
 * with the domain's computeTotals and stores its own numbers. The client's grand total is only compared.
 *
 * Pricing, the stock check and the stock decrease happen in one short transaction with the products'
 * rows locked; each product's stock is taken with one conditional update whose row count is checked, so
 * two shoppers can never buy the same last item.
 */
import { formatPKR, toPaisa, toRupees } from '@shop/domain/money';
import { computeTotals, lineTotal } from '@shop/domain/pricing';
import type { CreateOrderBody, Order, OrderLine } from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { createCouponsRepository } from '../coupons/coupons.repository';
import { INVALID_COUPON } from '../coupons/coupons.service';
import {
  createOrdersRepository,
  type NewOrderLineRow,
  type OrderableProduct,
  type OrderLineRow,
  type OrderWithLines,
} from './orders.repository';

const NOT_FOUND = 'Order not found.';

function toOrderLine(line: OrderLineRow): OrderLine {
  return {
    id: line.productId,
    title: line.title,
    price: toRupees(line.unitPrice),
    quantity: line.quantity,
    selectedColor: line.selectedColor,
    imageToShow: line.image,
    type: line.type,
    sub_type: line.subType,
    lineTotal: toRupees(lineTotal(line.unitPrice, line.quantity)),
  };
}

export function toOrder({ order, lines }: OrderWithLines): Order {
  return {
    id: order.id,
    shippingInfo: order.shippingInfo as ShippingInfo,
    cartItems: lines.map(toOrderLine),
    couponCode: order.couponCode,
    discount: order.discount,
    originalTotal: toRupees(order.originalTotal),
    totalPrice: toRupees(order.totalPrice),
    deliveryFee: toRupees(order.deliveryFee),
    grandTotal: toRupees(order.grandTotal),
    createdAt: order.createdAt.toISOString(),
  };
}

export function stockMessage(title: string, left: number): string {
  return left > 0 ? `Only ${left} left in stock for ${title}` : `${title} is out of stock`;
}

/** The image of the chosen colour (colours match images by position), else the first image. */
function imageFor(product: OrderableProduct, colour: string): string {
  const wanted = colour.trim().toLowerCase();
  const index = product.imageColors.findIndex((name) => name.trim().toLowerCase() === wanted);
  return (index >= 0 ? product.images[index] : undefined) ?? product.images[0] ?? '';
}

/** The shop's caps on one order (settings ORDER_MAX_LINES and ORDER_MAX_QUANTITY). */
export interface OrderCaps {
  orderMaxLines: number;
  orderMaxQuantity: number;
}

/** One order may not empty the shelves: a few lines, a few units of each. */
function checkCaps(body: CreateOrderBody, caps: OrderCaps) {
  if (body.cartItems.length > caps.orderMaxLines) {
    throw AppError.invalidField(
      'cartItems',
      `An order can have at most ${caps.orderMaxLines} items. Please place a second order for the rest.`,
    );
  }
  body.cartItems.forEach((line, index) => {
    if (line.quantity > caps.orderMaxQuantity) {
      throw AppError.invalidField(
        `cartItems.${index}.quantity`,
        `You can order at most ${caps.orderMaxQuantity} of one item. For more, please contact us.`,
      );
    }
  });
}

export function createOrdersService(deps: {
  db: Database;
  caps: OrderCaps;
  /** Called after an order took stock: the catalogue shows stock and best sellers. */
  catalogueChanged: () => void;
}) {
  const repository = createOrdersRepository(deps.db);

  return {
    async create(body: CreateOrderBody): Promise<Order> {
      checkCaps(body, deps.caps);
      const couponCode = body.couponCode?.trim() || null;
      const clientGrandTotal = toPaisa(body.grandTotal);
      // Two lines of one product (two colours) draw on the same stock.
      const wanted = new Map<number, number>();
      for (const line of body.cartItems) {
        wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
      }

      const placed = await deps.db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const coupon = couponCode ? await createCouponsRepository(tx).findByCode(couponCode) : null;
        if (couponCode && !coupon) throw AppError.invalidField('couponCode', INVALID_COUPON);

        const found = await orders.lockProducts([...wanted.keys()]);
        const byId = new Map(found.map((product) => [product.id, product]));
        for (const [id, quantity] of wanted) {
          const product = byId.get(id);
          if (!product) {
            throw new AppError(
              'conflict',
              `Product ${id} is no longer available. Please remove it from your cart.`,
            );
          }
          if (quantity > product.quantity) {
            throw new AppError('conflict', stockMessage(product.title, product.quantity));
          }
        }

        const lines: NewOrderLineRow[] = body.cartItems.map((line) => {
          const product = byId.get(line.id) as OrderableProduct;
          return {
            productId: product.id,
            title: product.title,
            unitPrice: product.discountedPrice,
            quantity: line.quantity,
            selectedColor: line.selectedColor,
            image: imageFor(product, line.selectedColor),
            type: product.type,
            subType: product.subType,
          };
        });
        const totals = computeTotals({ lines, discountPercent: coupon?.discount ?? null });
        if (totals.grandTotal !== clientGrandTotal) {
          throw new AppError(
            'conflict',
            `Prices have changed. Please review your cart. The new total is ${formatPKR(totals.grandTotal)}.`,
          );
        }

        for (const [id, quantity] of wanted) {
          if (!(await orders.takeStock(id, quantity))) {
            const title = byId.get(id)?.title ?? `Product ${id}`;
            throw new AppError('conflict', stockMessage(title, await orders.stockOf(id)));
          }
        }

        return orders.insert(
          {
            shippingInfo: body.shippingInfo,
            couponCode: coupon?.code ?? null,
            discount: coupon?.discount ?? 0,
            originalTotal: totals.originalTotal,
            totalPrice: totals.totalPrice,
            deliveryFee: totals.deliveryFee,
            grandTotal: totals.grandTotal,
          },
          lines,
        );
      });
      deps.catalogueChanged();
      return toOrder(placed);
    },

    /** A page of the back office's table. */
    adminList(query: AdminListQuery) {
      return readAdminPage(query, repository.adminList(query.q), toOrder);
    },
    async list(): Promise<Order[]> {
      return (await repository.list()).map(toOrder);
    },

    async updateShippingInfo(id: number, shippingInfo: ShippingInfo): Promise<Order> {
      if (!(await repository.updateShippingInfo(id, shippingInfo))) {
        throw new AppError('not_found', NOT_FOUND);
      }
      const updated = await repository.findById(id);
      if (!updated) throw new AppError('not_found', NOT_FOUND);
      return toOrder(updated);
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
    },
  };
}
