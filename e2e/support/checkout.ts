/**
 * A shopper at the checkout, as the journeys drive it: a product into the cart through its page, and
 * the Shipping Information form filled in.
 */
import type { Page } from '@playwright/test';
import { expect, uniqueTitle, type Product } from '../fixtures';

/** As a shopper: open the product, pick the colour and quantity, Add to Cart (which opens /checkout). */
export async function addToCart(
  page: Page,
  product: Product,
  { quantity, colour }: { quantity: number; colour?: string },
): Promise<void> {
  await page.goto(`/product/${product.id}`);
  // The product page waits for the product, its reviews and the whole list: allow a busy machine.
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible({
    timeout: 30_000,
  });
  if (colour) {
    // A click, not check(): before the app has run, the page keeps the tap and the app checks it.
    const choice = page.getByRole('radio', { name: colour, exact: true });
    await choice.click();
    await expect(choice).toBeChecked();
  }
  const stepper = page.getByRole('group', { name: 'Quantity' });
  for (let i = 0; i < quantity; i += 1) {
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

export function shippingForm(page: Page) {
  return page.getByRole('form', { name: 'Shipping Information' });
}

export interface Shipping {
  fullName: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
}

export function shipping(overrides: Partial<Shipping> = {}): Shipping {
  return {
    fullName: uniqueTitle('Ayesha Khan'),
    email: 'ayesha@example.com',
    address: '12 Mall Road',
    city: 'Lahore',
    postalCode: '54000',
    phone: '03001234567',
    ...overrides,
  };
}

export async function fillShipping(page: Page, info: Shipping): Promise<void> {
  const form = shippingForm(page);
  await form.getByLabel('Full Name').fill(info.fullName);
  await form.getByLabel('Email').fill(info.email);
  await form.getByLabel('Address').fill(info.address);
  await form.getByLabel('City').fill(info.city);
  await form.getByLabel('Postal Code').fill(info.postalCode);
  await form.getByLabel('Phone').fill(info.phone);
}
