#!/usr/bin/env node
/**
 * Issue 26's goal for the owner's daily round: confirm 10 pending orders and ship them with a tracking
 * number each, in at most 12 clicks plus the tracking numbers typed (72 clicks on 3860152). Debian's
 * Chromium drives the real back office (the built server, a fresh PGlite shop, 10 orders placed
 * through the API) at 1280x800, starting signed in on the dashboard, and counts every click (a click
 * into a field counts too); the courier and the tracking lines are typed. It prints the counts and
 * checks through the API that the 10 orders are shipped with their numbers; it decides nothing else.
 *
 *   npm run build && node bench/orders-round-clicks.mjs [--server apps/api/dist/server.js]
 */
import { benchArgs, seedProducts, startShop } from './lib/bench-shop.mjs';
import { launchChromium } from './lib/chromium.mjs';

const ORDERS = 10;
const ADMIN = { email: 'bench@shop.test', password: 'bench-password-123' };

async function api(base, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { serverEntry } = benchArgs();
const shop = await startShop(serverEntry);
const browser = await launchChromium();
try {
  await seedProducts(shop.base, 1);
  const login = await api(shop.base, '/admin-auth/login', { body: ADMIN });
  const token = login.token;
  const [product] = (await api(shop.base, '/admin/products?page=1', { token })).items;
  const placed = [];
  for (let index = 0; index < ORDERS; index += 1) {
    const { order } = await api(shop.base, '/shipping/create', {
      body: {
        shippingInfo: {
          fullName: `Round Shopper ${index + 1}`,
          email: `round${index + 1}@example.com`,
          address: `${index + 1} Mall Road`,
          city: 'Lahore',
          postalCode: '54000',
          phone: `0300${String(1234500 + index)}`,
          paymentMethod: 'cod',
        },
        cartItems: [{ id: product.id, quantity: 1 }],
        totalPrice: product.price,
        // The shop's delivery fee below its free-delivery threshold (the bench's product is PKR 500).
        deliveryFee: 199,
        grandTotal: product.price + 199,
      },
    });
    placed.push(order);
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(login.user ?? { email: ADMIN.email })],
  );
  const page = await context.newPage();
  let clicks = 0;
  let typedFields = 0;
  const click = async (locator) => {
    clicks += 1;
    await locator.click();
  };
  const type = async (locator, text) => {
    await click(locator);
    typedFields += 1;
    await page.keyboard.type(text);
  };

  await page.goto(`${shop.base}/v1/dashboard`);
  await click(
    page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Shipping/ }),
  );
  await click(page.getByRole('button', { name: /^To confirm/ }));
  await page.getByRole('checkbox', { name: `Select order ${placed[0].number}` }).waitFor();
  await click(page.getByRole('checkbox', { name: 'Select every order on this page' }));
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await click(toolbar.getByRole('button', { name: 'Confirm' }));
  await page
    .getByRole('alert')
    .filter({ hasText: `${ORDERS} orders confirmed.` })
    .waitFor();

  await click(page.getByRole('button', { name: /^Confirmed/ }));
  await page.getByRole('checkbox', { name: `Select order ${placed[0].number}` }).waitFor();
  await click(page.getByRole('checkbox', { name: 'Select every order on this page' }));
  await click(toolbar.getByRole('button', { name: 'Mark shipped…' }));
  const dialog = page.getByRole('dialog', { name: `Ship ${ORDERS} orders` });
  await type(dialog.getByRole('combobox', { name: 'Courier' }), 'Leopards');
  const lines = placed.map((order, index) => `${order.number}, LE-${70001 + index}`).join('\n');
  await type(dialog.getByLabel("Paste from the courier's sheet"), lines);
  await click(dialog.getByRole('button', { name: 'Fill tracking numbers' }));
  await click(dialog.getByRole('button', { name: `Ship ${ORDERS}` }));
  await page
    .getByRole('alert')
    .filter({ hasText: `${ORDERS} orders shipped.` })
    .waitFor();

  const all = (await api(shop.base, '/shipping/get', { token })).shipping;
  const shipped = all.filter(
    (order) => order.status === 'shipped' && order.courier === 'Leopards' && order.trackingNumber,
  );
  console.log(
    `Confirm ${ORDERS} pending orders and ship them with a tracking number each (1280x800):`,
  );
  console.log(`  clicks:        ${clicks} (goal at most 12; 72 on 3860152)`);
  console.log(
    `  fields typed:  ${typedFields} (the courier, and the ${ORDERS} tracking numbers pasted as lines)`,
  );
  console.log(`  orders shipped with their numbers: ${shipped.length} of ${ORDERS}`);
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
}
