/**
 * The owner's dashboard (issue #12), first in the back office's sidebar: orders placed and moved on in
 * this test show in the figures. The test server is shared with journeys placing orders beside this
 * one, so the checks are on what this test alone touches (a city and a product of its own) and on
 * totals that can only have grown.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
  uniqueTitle,
  type AdminApi,
  type Product,
} from './fixtures';
import { shipping } from './support/checkout';
import { shotOf } from './support/screenshots';

/**
 * The most one order line may hold, so this test's product (30 units) stays among the ten the
 * dashboard lists as Top products while the journeys beside it sell their own (the Shipping List's
 * sells 23 units of each product it makes).
 */
const UNITS_PER_ORDER = 10;
const PRICE = 1500;

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('dashboard', page, testInfo, name);

/** Places an order for `product` from `city` and moves it on as staff would. */
async function placeOrder(
  admin: AdminApi,
  product: Product,
  city: string,
  moves: Record<string, string>[],
): Promise<void> {
  const total = PRICE * UNITS_PER_ORDER; // above the free-delivery threshold
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ city }), paymentMethod: 'cod' },
      cartItems: [{ id: product.id, quantity: UNITS_PER_ORDER, selectedColor: 'gold' }],
      totalPrice: total,
      deliveryFee: 0,
      grandTotal: total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = ((await placed.json()) as { order: { id: number } }).order;
  for (const move of moves) {
    const moved = await admin.request.post(`/api/admin/orders/${id}/status`, {
      headers: admin.headers,
      data: move,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** How many orders the dashboard counts as returned for `reason` (its label). */
async function returnsFor(page: Page, reason: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Returns by reason' })
    .getByRole('row')
    .filter({ hasText: reason });
  return Number(await cells(row).nth(1).textContent());
}

/** The count and the amount of a period's card ('Last 30 days'). */
async function periodFigures(page: Page, period: string) {
  const card = page.getByRole('article', { name: period });
  await expect(card.getByRole('definition')).toHaveCount(2);
  const [orders, revenue] = await card.getByRole('definition').allTextContents();
  return { orders: Number(orders), revenue: Number(revenue?.replace(/[^\d.]/g, '')) };
}

function cells(row: Locator) {
  return row.getByRole('cell');
}

test('the dashboard counts the orders placed here, by city and product, and lists low stock', async ({
  page,
  api,
  admin,
}, testInfo) => {
  await signInAsAdmin(page, api);
  await page.goto('/v1/products/detail');
  const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(sections.first()).toHaveText('Dashboard');
  await sections.first().click();
  await expect(page).toHaveURL(/\/v1\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await periodFigures(page, 'Last 30 days');
  const wrongAddressBefore = await returnsFor(page, 'Wrong address');

  // A city no other journey uses, spelt three ways; a product of its own.
  const city = uniqueTitle('E2E Town');
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Dashboard Bangle'),
    price: PRICE,
    quantity: 4 * UNITS_PER_ORDER,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const shipped: Record<string, string>[] = [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-1' },
  ];
  await placeOrder(admin, product, city, [...shipped, { status: 'delivered' }]);
  await placeOrder(admin, product, ` ${city.toUpperCase()} `, [
    ...shipped,
    { status: 'returned', reason: 'wrong_address' },
  ]);
  await placeOrder(admin, product, city, [...shipped, { status: 'delivered' }]);
  // Left waiting for confirmation.
  await placeOrder(admin, product, city, []);

  await page.reload();
  const after = await periodFigures(page, 'Last 30 days');
  // Orders are only ever added, so the count can be compared with the one before. The shop's
  // revenue cannot: journeys running beside this one cancel and return orders (CI saw it fall).
  // That the waiting order stays out of the revenue is checked on this product's own row below,
  // and the revenue rule itself in dashboard.test.ts (issue #23).
  expect(after.orders).toBeGreaterThanOrEqual(before.orders + 4);
  expect(after.revenue).toBeGreaterThan(0);

  const cityRow = page
    .getByRole('table', { name: 'Delivered and returned by city' })
    .getByRole('row')
    .filter({ hasText: city });
  await expect(cells(cityRow).nth(0)).toHaveText(city);
  await expect(cells(cityRow).nth(1)).toHaveText('2');
  await expect(cells(cityRow).nth(2)).toHaveText('1');
  await expect(cells(cityRow).nth(3)).toHaveText('33%');
  // The return's reason is counted beside the city figures (issue #26).
  expect(await returnsFor(page, 'Wrong address')).toBeGreaterThanOrEqual(wrongAddressBefore + 1);

  const productRow = page
    .getByRole('table', { name: 'Top products' })
    .getByRole('row')
    .filter({ hasText: product.title });
  // The order still waiting is not among the shop's confirmed sales.
  await expect(cells(productRow).nth(2)).toHaveText(String(3 * UNITS_PER_ORDER));
  await expect(cells(productRow).nth(3)).toHaveText('PKR 45,000');

  // The bars' figures are also a table.
  await page.getByText('Show the figures').click();
  const today = page.getByRole('table', { name: 'Orders per day' }).getByRole('row').last();
  expect(Number(await cells(today).nth(1).textContent())).toBeGreaterThanOrEqual(4);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'figures');

  // Low stock under a threshold the owner chooses, checked under the field.
  const threshold = page.getByRole('form', { name: 'Low stock threshold' });
  await threshold.getByLabel('Stock under').fill('0');
  await threshold.getByRole('button', { name: 'Show' }).click();
  await expect(
    threshold.getByText('Low stock must be a whole number from 1 to 1000000'),
  ).toBeVisible();
  await threshold.getByLabel('Stock under').fill('3');
  await threshold.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]low_stock_below=3$/);
  await expect(page.getByText(/fewer than 3 in stock/)).toBeVisible();
  const stock = await page
    .getByRole('table', { name: 'Low stock' })
    .getByRole('row')
    .locator('td:last-child')
    .allTextContents();
  for (const units of stock) expect(Number.parseInt(units, 10)).toBeLessThan(3);

  // An order waiting for confirmation opens its page.
  const waiting = page.getByRole('table', { name: 'Orders waiting longest' });
  const first = waiting.getByRole('link', { name: /^ZB-\d+$/ }).first();
  const number = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/v1\/shipping\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
});
