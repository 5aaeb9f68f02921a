/**
 * The rules an order is refused by, as the shopper reads them (order-placing.ts applies them): the
 * caps on one order, the products still for sale, the variant each line names, the stock, the phone's
 * open orders and the owner's cash-on-delivery rules. Each throws the 400 naming the field, or the
 * 409, and is written once here.
 */
import { type CodRefusal } from '@shop/domain/cod-rules';
import { optionKey, variantForColour, variantName } from '@shop/domain/variants';
import { phoneKey } from '@shop/domain/phone';
import type { CreateOrderBody } from '@shop/domain/schemas/order.schema';
import { AppError } from '../../plugins/errors';
import type { VariantRow } from '../inventory/inventory.repository';
import type { OrderCaps } from './order-service-deps';
import type { OrderableProduct } from './order-rows';

/** What a blocked phone is told: politely, and where to go instead. */
export const PHONE_BLOCKED =
  'We cannot take online orders for this phone number. Please contact us on WhatsApp or by phone to order.';

export function stockMessage(title: string, left: number): string {
  return left > 0 ? `Only ${left} left in stock for ${title}` : `${title} is out of stock`;
}

/** A line of the order with the product it names, found and locked. */
export interface ProductLine {
  line: CreateOrderBody['cartItems'][number];
  product: OrderableProduct;
}

/** Each line with its product; a 409 when one is no longer for sale (deleted since it was carted). */
export function productLinesOf(
  body: CreateOrderBody,
  found: readonly OrderableProduct[],
): ProductLine[] {
  const byId = new Map(found.map((product) => [product.id, product]));
  return body.cartItems.map((line) => {
    const product = byId.get(line.id);
    if (!product) {
      throw new AppError(
        'conflict',
        `Product ${line.id} is no longer available. Please remove it from your cart.`,
      );
    }
    return { line, product };
  });
}

/**
 * The variant each line orders: the one it names (`variantId`), else the one of its colour (the spec's
 * cart line: id and selectedColor). A colour the product does not come in would be written into the
 * shop's e-mails and WhatsApp text as the shopper typed it (issue #23), so it is refused.
 */
export function variantsOf(
  ordered: readonly ProductLine[],
  variants: readonly VariantRow[],
): VariantRow[] {
  return ordered.map(({ line, product }, index) => {
    const own = variants.filter((variant) => variant.productId === product.id);
    if (line.variantId !== undefined) {
      const named = own.find((variant) => variant.id === line.variantId);
      if (!named) {
        throw AppError.invalidField(
          `cartItems.${index}.variantId`,
          `This is not one of the ways ${product.title} comes in. Please choose again.`,
        );
      }
      return named;
    }
    const chosen = variantForColour(own, line.selectedColor);
    if (chosen === 'ambiguous') {
      const others = product.options.filter((name) => optionKey(name) !== 'colour');
      throw AppError.invalidField(
        `cartItems.${index}.variantId`,
        `Please choose the ${others.join(' and ').toLowerCase()} of ${product.title}.`,
      );
    }
    if (chosen === null) {
      const offered = own.flatMap((variant) => variant.options.colour ?? []);
      throw AppError.invalidField(
        `cartItems.${index}.selectedColor`,
        offered.length > 0
          ? `${product.title} comes in ${offered.join(', ')}. Please choose one of them.`
          : `${product.title} has no colours to choose from.`,
      );
    }
    return chosen;
  });
}

/** A product and the variant's name, as the shopper reads it in a refusal ('Bangle (Gold / 2.4)'). */
export function titleOf(product: OrderableProduct, variant: VariantRow): string {
  const name = variantName(variant.options, product.options);
  return name ? `${product.title} (${name})` : product.title;
}

export function tooManyOpenOrders(open: number): string {
  return (
    `You already have ${open} orders we have not shipped yet. Please wait for them, cancel one ` +
    'from the links we sent you, or contact us, before placing another.'
  );
}

/** A phone as orders are counted and locked by (phoneScopeOf). */
export interface PhoneScope {
  key: string | null;
  text: string;
  scope: string;
}

/**
 * The phone an order counts against: its key (+923001234567) when it is a Pakistani number, else the
 * text typed, so a phone with no key is capped all the same.
 */
export function phoneScopeOf(phone: string): PhoneScope {
  const key = phoneKey(phone);
  const text = phone.trim();
  return { key, text, scope: key ?? text };
}

/**
 * The owner's cash-on-delivery rules refuse the order (decision 0030): a 400 naming every field, in the
 * checkout's words, the address and city under `shippingInfo`, the most for COD at `grandTotal`.
 */
export function refuseCod(refusals: readonly CodRefusal[]): void {
  const fieldErrors = Object.fromEntries(
    refusals.map(({ field, message }) => [
      field === 'grandTotal' ? field : `shippingInfo.${field}`,
      message,
    ]),
  );
  const [first] = Object.entries(fieldErrors);
  if (first) throw new AppError('invalid', `${first[0]}: ${first[1]}`, fieldErrors);
}

/** One order may not empty the shelves: a few lines, a few units of each. */
export function checkCaps(body: CreateOrderBody, caps: OrderCaps) {
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
