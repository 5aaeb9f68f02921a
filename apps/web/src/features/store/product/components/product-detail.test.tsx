import { screen } from '@testing-library/react';
import { orderLinesFromCart } from '@shop/domain/cart-checkout';
import { MemoryRouter } from '../../../../lib/router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startWithCart } from '../../../../test/checkout';
import { product } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { shopper } from '../../../../test/user';
import { useCartStore } from '../../cart/cart-store';
import { ProductDetail } from './product-detail';

beforeEach(() => {
  // The shop's settings are not served: the trust notes then show nothing, which these tests skip.
  startWithCart([]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function show(overrides: Parameters<typeof product>[0] = {}) {
  renderWithProviders(
    <MemoryRouter>
      <ProductDetail product={product(overrides)} />
    </MemoryRouter>,
  );
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

async function pressPlus(times: number) {
  const user = shopper();
  for (let i = 0; i < times; i += 1) await user.click(plus());
}

/** Gold and Silver rings in sizes 6 and 7; gold 7 has its own price. */
const sizedRing = {
  images: ['ring-gold.webp', 'ring-silver.webp'],
  options: ['Colour', 'Size'],
  variants: [
    { id: 21, sku: 'R-G-6', options: { colour: 'Gold', size: '6' }, quantity: 0 },
    {
      id: 22,
      sku: 'R-G-7',
      options: { colour: 'Gold', size: '7' },
      quantity: 2,
      price: 2200,
      discounted_price: 2000,
    },
    { id: 23, sku: 'R-S-6', options: { colour: 'Silver', size: '6' }, quantity: 4 },
    { id: 24, sku: 'R-S-7', options: { colour: 'Silver', size: '7' }, quantity: 0 },
  ],
};

describe('the product page chooses a variant (issue #27)', () => {
  test('a sold-out colour is marked and disabled; the page starts on a colour in stock', () => {
    show({
      variants: [
        { id: 11, sku: 'P1-GOLD', options: { colour: 'Gold' }, quantity: 0 },
        { id: 12, sku: 'P1-SILVER', options: { colour: 'Silver' }, quantity: 3 },
      ],
    });
    const gold = screen.getByRole('radio', { name: 'Gold (sold out)' });
    expect(gold).toHaveProperty('disabled', true);
    expect(gold).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Silver' })).toHaveProperty('checked', true);
    // The picture of the colour in stock is the one shown.
    expect(screen.getAllByRole('img', { name: /in Silver/ }).length).toBeGreaterThan(0);
  });

  test("the stepper stops at the chosen colour's stock, not the product's", async () => {
    show({
      quantity: 7,
      variants: [
        { id: 11, sku: 'P1-GOLD', options: { colour: 'Gold' }, quantity: 2 },
        { id: 12, sku: 'P1-SILVER', options: { colour: 'Silver' }, quantity: 5 },
      ],
    });
    await pressPlus(2);
    expect(plus()).toHaveProperty('disabled', true);
    expect(screen.getByText('Out of stock! Only 2 items available.')).toBeTruthy();
  });

  test('with sizes: a size sold out in this colour is marked, choosing a colour keeps or moves the size', async () => {
    const user = shopper();
    show(sizedRing);
    // Gold 6 is sold out, so the page starts on gold 7, at its own price.
    expect(screen.getByRole('radio', { name: 'Gold' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '6 (sold out)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '7' })).toHaveProperty('checked', true);
    expect(screen.getByRole('article').textContent).toContain('2,000');

    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    // Silver 7 is sold out: the size moves to 6, the product's price applies again.
    expect(screen.getByRole('radio', { name: '6' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '7 (sold out)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('article').textContent).toContain('1,500');
  });

  test('Add to Cart stores the variant on the line, and the order sends it', async () => {
    const user = shopper();
    show(sizedRing);
    await pressPlus(2);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = useCartStore.getState().lines;
    expect(line).toMatchObject({
      selectedColor: 'Gold',
      variantId: 22,
      variant: 'Gold / 7',
      quantity: 2,
      max_quantity: 2,
      price: 2200,
      discounted_price: 2000,
    });
    expect(orderLinesFromCart(useCartStore.getState().lines)).toEqual([
      { id: 1, selectedColor: 'Gold', variantId: 22, quantity: 2 },
    ]);
  });

  test('every value sold out: nothing can be added', () => {
    show({
      quantity: 0,
      variants: [
        { id: 11, sku: 'P1-GOLD', options: { colour: 'Gold' }, quantity: 0 },
        { id: 12, sku: 'P1-SILVER', options: { colour: 'Silver' }, quantity: 0 },
      ],
    });
    expect(screen.getByText('Out of stock! No items available.')).toBeTruthy();
    expect(plus()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
  });

  test('a Style owns the pictures of a bag without colours: choosing one shows its picture, and the cart line keeps it', async () => {
    const user = shopper();
    show({
      title: 'Leather bag',
      type: 'Bags',
      sub_type: null,
      images: ['bag-clutch.webp', 'bag-tote.webp'],
      imageColors: ['Clutch', 'Tote'],
      options: ['Style'],
      variants: [
        { id: 31, sku: 'B-CLUTCH', options: { style: 'Clutch' }, quantity: 2 },
        { id: 32, sku: 'B-TOTE', options: { style: 'Tote' }, quantity: 3 },
      ],
    });
    expect(screen.getByRole('img', { name: /^Leather bag, Style Clutch/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Tote' }));
    expect(screen.getByRole('img', { name: /^Leather bag, Style Tote/ })).toBeTruthy();
    await pressPlus(1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().lines[0]).toMatchObject({
      selectedColor: '',
      variantId: 32,
      variant: 'Tote',
      imageToShow: 'bag-tote.webp',
    });
  });
});
