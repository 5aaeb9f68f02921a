/**
 * The checkout's Shipping Information form as its tests use it: rendered with the app's providers, its
 * fields found by their labels, and their messages read as a screen reader reaches them.
 */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ShippingForm } from '../features/store/checkout/components/shipping-form';
import { renderWithProviders } from './render';
import { shopper } from './user';

const LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  phone: 'Phone',
} as const;
export type ShippingField = keyof typeof LABELS;
export const SHIPPING_FIELDS = Object.keys(LABELS) as ShippingField[];

/** A field by its label; MUI puts a required field's asterisk after it. */
export function field(name: ShippingField): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${LABELS[name]}\\b`));
}

/** The message under a field, read the way a screen reader reaches it (aria-describedby). */
export function messageUnder(name: ShippingField): string | null {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

export function renderShippingForm(props: Partial<Parameters<typeof ShippingForm>[0]> = {}) {
  const onOrderPlaced = vi.fn();
  renderWithProviders(<ShippingForm canOrder onOrderPlaced={onOrderPlaced} {...props} />);
  return { user: shopper(), onOrderPlaced };
}

/** Fills fields as autofill or a paste does: one input per field (typing is tested on its own). */
export async function fillIn(
  user: ReturnType<typeof shopper>,
  values: Partial<Record<ShippingField, string>>,
) {
  for (const name of SHIPPING_FIELDS) {
    const value = values[name];
    if (value === undefined) continue;
    await user.click(field(name));
    await user.paste(value);
  }
}

export const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });
