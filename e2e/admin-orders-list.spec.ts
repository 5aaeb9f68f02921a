/**
 * The Shipping List read at a glance (issue #26), at 1280 px and at 375 px: one line per order (ten
 * or more on the first screen) or a card per order, never a sideways scroll; the status chips' counts;
 * a filter kept in the address (bookmarkable, Back undoes it); "all N matching" beyond the page, moved
 * in one go; Tab from order to order. The orders are this test's own (a city no other test uses).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { shipping } from './support/checkout';
import { expectNoSidewaysScroll } from './support/layout';
import { shotOf } from './support/screenshots';

const ORDERS = 22;

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('list', page, testInfo, name, false);

/**
 * One unit an order, two in the newest (its row's summary says ×2): 23 units confirmed in all, fewer
 * than the dashboard's journey sells of its own product, so that one stays among its Top products.
 */
async function placeOrder(admin: AdminApi, productId: number, city: string, index: number) {
  const quantity = index === ORDERS - 1 ? 2 : 1;
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: {
        ...shipping({ fullName: `List Shopper ${index}`, city }),
        paymentMethod: 'cod',
      },
      cartItems: [{ id: productId, quantity, selectedColor: 'gold' }],
      totalPrice: 1000 * quantity,
      deliveryFee: 199,
      grandTotal: 1000 * quantity + 199,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: number; number: string } }).order;
}

test('the Shipping List fits the screen, keeps its filter in the address and acts on all matching', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E List Tote'),
    price: 1000,
    quantity: 100,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const city = uniqueTitle('Listpur').replace(/\s+/g, '');
  const orders = [];
  for (let index = 0; index < ORDERS; index += 1) {
    orders.push(await placeOrder(admin, product.id, city, index));
  }
  const phone = testInfo.project.name === 'phone';

  await signInAsAdmin(page, api);
  await page.goto('/v1/shipping');
  // The filter typed is written to the address: a view to bookmark.
  await page.getByRole('textbox', { name: 'City' }).fill(city);
  await page.getByRole('textbox', { name: 'City' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]city=${city}`));
  const table = page.getByRole('table', { name: 'Shipping orders' });
  const newest = orders[ORDERS - 1] as (typeof orders)[0];
  await expect(
    table.getByRole('checkbox', { name: `Select order ${newest.number}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'To confirm 22' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All 22' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'filtered');

  if (!phone) {
    // One line per order: ten or more rows end inside the first screen (1280x800).
    const bottoms = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
    expect(bottoms.filter((bottom) => bottom <= 800).length).toBeGreaterThanOrEqual(10);
    const newestRow = table.locator(`tr[data-order-id="${newest.id}"]`);
    // A made-up town is not on the shop's list of cities: flagged for staff to check (decision 0026).
    await expect(newestRow).toContainText(
      `List Shopper ${ORDERS - 1} · ${city} (not on city list) ·`,
    );
    await expect(newestRow).toContainText(/2 items: E2E List Tote .* ×2/);
    // Tab moves from order to order: the checkbox, the order's link, then the next order.
    await table.getByRole('checkbox', { name: `Select order ${newest.number}` }).focus();
    await page.keyboard.press('Tab');
    await expect(newestRow.getByRole('link', { name: newest.number })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = orders[ORDERS - 2] as (typeof orders)[0];
    await expect(
      table.getByRole('checkbox', { name: `Select order ${next.number}` }),
    ).toBeFocused();
  }

  // A status chip is another entry in the history; Back returns to the filter alone.
  await page.getByRole('button', { name: /^To confirm/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  await page.goBack();
  await expect(page).not.toHaveURL(/status=pending/);
  await expect(page).toHaveURL(new RegExp(`city=${city}`));
  await page.goForward();
  await expect(page).toHaveURL(/status=pending/);
  // The address changes at once, the screen when the browser has rendered the view (a busy one takes a
  // while): "every order on this page" means the orders to confirm, oldest first, once they show.
  await expect(page.getByRole('button', { name: /^To confirm/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const oldest = orders[0] as (typeof orders)[0];
  await expect(
    table.getByRole('checkbox', { name: `Select order ${oldest.number}` }),
  ).toBeVisible();
  await expect(table.getByRole('checkbox', { name: `Select order ${newest.number}` })).toHaveCount(
    0,
  );

  // The page holds 20; "all 22 matching" confirms the two beyond it too, in one go.
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  await expect(table.getByRole('checkbox', { name: /^Select order/, checked: true })).toHaveCount(
    20,
  );
  await page.getByRole('button', { name: `Select all ${ORDERS} matching the filter` }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText(`All ${ORDERS} matching selected`);
  await shot(page, testInfo, 'all-matching');
  await toolbar.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'confirmed' })).toContainText(
    `${ORDERS} orders confirmed.`,
  );
  await expect(page.getByRole('button', { name: 'Confirmed 22' })).toBeVisible();
  await expect(page.getByText('No Shipping available')).toBeVisible();
  const byId = new Map((await admin.orders()).map((order) => [order.id, order]));
  for (const order of orders) expect(byId.get(order.id)?.status).toBe('confirmed');

  // A confirmed order's next action from its row or card: Ship… with a tracking number.
  await page.getByRole('button', { name: /^Confirmed/ }).click();
  await page.getByRole('button', { name: `Ship order ${newest.number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship 1 orders' });
  await dialog.getByRole('combobox', { name: 'Courier' }).fill('TCS');
  await dialog.getByLabel(`Tracking number for ${newest.number}`).fill('TCS-9001');
  await dialog.getByRole('button', { name: 'Ship 1' }).click();
  await expect(dialog).toBeHidden();
  const shippedChip = page.getByRole('button', { name: /^Shipped/ });
  await expect(page.getByRole('button', { name: 'All 22', exact: true })).toBeVisible();
  const before = await shippedChip.boundingBox();
  await page.getByRole('textbox', { name: 'Courier' }).fill('tcs');
  await page.getByRole('textbox', { name: 'Courier' }).press('Enter');
  await expect(page).toHaveURL(/courier=tcs/);
  // The counts follow the filter (All 22 → All 1) and the chips keep their place: a tap meant for one
  // does not land on its neighbour while the counts arrive.
  await expect(page.getByRole('button', { name: 'All 1', exact: true })).toBeVisible();
  expect(await shippedChip.boundingBox()).toEqual(before);
  await shippedChip.click();
  await expect(table.getByRole('checkbox', { name: /^Select order/ })).toHaveCount(1);
  await expect(table).toContainText(newest.number);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'shipped');
});
