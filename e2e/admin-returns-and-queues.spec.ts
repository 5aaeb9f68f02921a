/**
 * Issue #26's "mistakes undone" and "the other queues" in the back office, at 1280 and 375 px: a
 * delivered order corrected to returned with a reason (stock following), the reviews queue's count and
 * product, and a contact message handled and answered on WhatsApp. Data is set up through the API; the
 * acting is through the screens. The test server is shared, so each test finds its own rows by name.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { shipping } from './support/checkout';
import { expectNoSidewaysScroll, expectTableFits } from './support/layout';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('returns', page, testInfo, name);

/** A delivered order of `units` of `productId`, moved on through the API as staff would. */
async function deliveredOrder(admin: AdminApi, productId: number, units: number) {
  const total = 1000 * units;
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping(), paymentMethod: 'cod' },
      cartItems: [{ id: productId, quantity: units, selectedColor: 'gold' }],
      totalPrice: total,
      // Under the free-delivery threshold.
      deliveryFee: 199,
      grandTotal: total + 199,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: number; number: string } }).order;
  for (const move of [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-26' },
    { status: 'delivered' },
  ]) {
    const moved = await admin.request.post(`/api/admin/orders/${order.id}/status`, {
      headers: admin.headers,
      data: move,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

/** On a phone the sidebar is behind the menu button. */
async function sidebar(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 900) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  return page.getByRole('navigation', { name: 'Admin sections' });
}

test('a delivered order is corrected to returned with a reason, and its stock comes back', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Returned Clutch'),
    price: 1000,
    quantity: 5,
    type: 'Bags',
    colors: ['gold'],
  });
  const order = await deliveredOrder(admin, product.id, 2);
  expect((await admin.getProduct(product.id)).quantity).toBe(3);

  await signInAsAdmin(page, api);
  await page.goto(`/v1/shipping/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  const timeline = page.getByRole('list', { name: 'Timeline' });

  // Delivered → returned, within the 7 days: a reason is required.
  await page.getByRole('button', { name: 'Mark returned' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark returned' });
  await expect(dialog).toContainText(`Order ${order.number}.`);
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await shot(page, testInfo, 'dialog-no-reason');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Refused at the door' }).click();
  await expect(dialog.getByText('Choose a reason')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  await expect(dialog).toBeHidden();
  await expect(timeline).toContainText('Reason: Refused at the door');
  await expect(timeline.getByRole('listitem').last()).toContainText('Returned');
  await expect.poll(async () => (await admin.getProduct(product.id)).quantity).toBe(5);

  // The slip corrected back: delivered asks once and takes the units out again.
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const question = page.getByRole('dialog', { name: `Mark order ${order.number} delivered?` });
  await expect(question).toContainText('Its items are taken out of stock again.');
  await question.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(question).toBeHidden();
  await expect(timeline.getByRole('listitem').last()).toContainText('Delivered');
  await expect.poll(async () => (await admin.getProduct(product.id)).quantity).toBe(3);

  // "Other" without a note says so under the note field.
  await page.getByRole('button', { name: 'Mark returned' }).click();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  const note = dialog.getByRole('textbox', { name: 'Note' });
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription('Write a note for "Other"');
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'dialog-other');
  await note.fill('Shopper moved to another city');
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  await expect(dialog).toBeHidden();
  await expect(timeline.getByRole('listitem').last()).toContainText('Reason: Other');
  await expect(timeline.getByRole('listitem').last()).toContainText(
    'Note: Shopper moved to another city',
  );
  await expect.poll(async () => (await admin.getProduct(product.id)).quantity).toBe(5);
});

test('the reviews queue names the product and counts what waits, in the sidebar too', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Reviewed Ring'),
    price: 1000,
    quantity: 5,
    type: 'Jewelry',
    colors: ['silver'],
  });
  const comment = uniqueTitle('Pretty and well packed');
  const created = await api.post('/api/reviews/create', {
    data: { productId: product.id, comment, rating: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const waitingNow = async () => {
    const answer = await api.get('/api/admin/reviews/waiting', { headers: admin.headers });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { waiting: number }).waiting;
  };

  await signInAsAdmin(page, api);
  await page.goto('/v1/reviews');
  await expect(page.getByRole('heading', { name: 'View Reviews' })).toBeVisible();
  await page.getByLabel('Search by comment, review or product ID').fill(comment);
  const row = page.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({
    hasText: comment,
  });
  await expect(row.getByRole('link', { name: product.title })).toBeVisible();
  await expect(row.getByRole('img')).toHaveCount(1);
  // The product's number under its name is readable (not the theme's white text.secondary).
  await expect(row.getByText(`#${product.id}`)).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectTableFits(page, 'Reviews');
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'reviews');

  // Other journeys add reviews meanwhile: the screen and the sidebar say what the API says.
  await expect(async () => {
    const count = await waitingNow();
    expect(count).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(page.getByTestId('reviews-waiting')).toHaveText(
      `${count === 1 ? '1 review' : `${count} reviews`} waiting to be checked`,
      { timeout: 2000 },
    );
    const nav = await sidebar(page);
    await expect(
      nav.getByRole('link', { name: /Reviews/ }).getByLabel(`${count} waiting`),
    ).toHaveText(String(count), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});

test('a contact message is marked handled, moves to Handled, and is answered on WhatsApp', async ({
  page,
  api,
}, testInfo) => {
  const sender = uniqueTitle('Ayesha');
  const created = await api.post('/api/contact/create', {
    data: {
      name: sender,
      email: 'ayesha@example.com',
      phone: '0345 1234567',
      message: 'Is the gold clutch back in stock?',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsAdmin(page, api);
  await page.goto('/v1/contacts');
  await expect(page.getByRole('heading', { name: 'View Contacts' })).toBeVisible();
  const views = page.getByRole('group', { name: 'Messages' });
  await views.getByRole('button', { name: 'Waiting' }).click();
  await expect(page).toHaveURL(/[?&]state=waiting/);
  await page.getByLabel('Search by name, e-mail, phone or message').fill(sender);
  // The search joins the view chosen just before, even when the browser is slow to show that view.
  await expect(page).toHaveURL(/[?&]q=Ayesha/);
  await expect(page).toHaveURL(/[?&]state=waiting/);
  await expect(views.getByRole('button', { name: 'Waiting' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = page.getByRole('table', { name: 'Contacts' }).getByRole('row').filter({
    hasText: sender,
  });
  await expect(row).toContainText('Waiting');
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const reply = row.getByRole('link', { name: 'Reply on WhatsApp' });
  await expect(reply).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923451234567\?text=Hello%20Ayesha/,
  );
  // Every column, the actions too, fits without scrolling the table sideways, on a phone as a card.
  await expectTableFits(page, 'Contacts');
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'contacts-waiting');

  const id = await row.getByRole('cell').first().innerText();
  await row.getByRole('button', { name: `Mark handled: message ${id}` }).click();
  // Handled, it leaves the Waiting view…
  await expect(row).toHaveCount(0);
  await views.getByRole('button', { name: 'Handled' }).click();
  await expect(page).toHaveURL(/[?&]state=handled/);
  // …and shows in the Handled one, with when and by whom, and a way back.
  await expect(row).toContainText(/Handled .+ by /);
  await expect(row.getByRole('button', { name: `Mark waiting: message ${id}` })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/92\d{10}\?/,
  );
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'contacts-handled');
});
