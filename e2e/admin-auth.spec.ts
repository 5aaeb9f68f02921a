/**
 * Admin sign-in and the session (spec §2 'Admin sign-in', 'Admin layout', §4 'Sign-in', §5): the form's
 * messages, a refused password, /v1 without a token, and a token the server no longer accepts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { SignJWT } from 'jose';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JWT_SECRET,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from './fixtures';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin', page, testInfo, name);

const email = (page: Page) => page.getByPlaceholder('Enter email address');
const password = (page: Page) => page.getByPlaceholder('Enter password');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });

test(
  'the sign-in form checks its fields once touched and toggles the password',
  { tag: '@laptop' },
  async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Sign in/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing is said before a field was touched.
    await expect(page.getByText('Email is required')).toBeHidden();
    await email(page).click();
    await password(page).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('heading', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();

    await email(page).fill('not-an-email');
    await email(page).blur();
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, testInfo, 'signin-errors');

    await password(page).fill('secret');
    await expect(password(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password(page)).toHaveAttribute('type', 'password');
  },
);

test('the card is 350 px high, 30 % wide on a desktop and full width on a phone', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  const card = page.locator('form').locator('xpath=..');
  const box = await card.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.height).toBeGreaterThanOrEqual(350);
  if (testInfo.project.name === 'phone') {
    expect(box.width).toBeCloseTo(viewport.width, 0);
  } else {
    expect(box.width).toBeCloseTo(viewport.width * 0.3, 0);
  }
});

test(
  'a wrong password shows the server’s message and stays on the form',
  { tag: '@laptop' },
  async ({ page }, testInfo) => {
    await page.goto('/login');
    await email(page).fill(ADMIN_EMAIL);
    await password(page).fill('not-the-password');
    await signInButton(page).click();
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInButton(page)).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, testInfo, 'signin-refused');
  },
);

test(
  'signing in stores the session and opens the products',
  { tag: '@laptop' },
  async ({ page }) => {
    await page.goto('/login');
    await email(page).fill(ADMIN_EMAIL);
    await password(page).fill(ADMIN_PASSWORD);
    // Hold the request until the pending state has been seen: a fixed delay races a busy machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin-auth/login', async (route) => {
      await released;
      await route.continue();
    });
    await signInButton(page).click();
    await expect(signInButton(page)).toBeDisabled();
    await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(signInButton(page).locator('[role="progressbar"]')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/v1\/products\/detail$/);
    await expect(page.getByRole('heading', { name: 'View Product Details' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: ADMIN_EMAIL });
  },
);

test(
  '/v1 without a token lands on sign-in with the reason',
  { tag: '@laptop' },
  async ({ page }, testInfo) => {
    await page.goto('/v1/coupon');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
    await shot(page, testInfo, 'signin-required');
  },
);

for (const [kind, makeToken] of [
  [
    'expired',
    async () =>
      new SignJWT({ email: ADMIN_EMAIL })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuer('shop-api')
        .setAudience('shop-admin')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(JWT_SECRET)),
  ],
  ['garbage', async () => 'not-a-token'],
] as const) {
  test(
    `a refused token (${kind}) sends the admin back to sign in`,
    { tag: '@laptop' },
    async ({ page }, testInfo) => {
      const token = await makeToken();
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('token', value);
          localStorage.setItem('user', '{"id":1,"email":"admin@shop.test"}');
          sessionStorage.setItem('seeded', '1');
        }
      }, token);
      await page.goto('/v1/products/detail');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      if (kind === 'expired') await shot(page, testInfo, 'session-expired');

      // Signing in again works from here.
      await email(page).fill(ADMIN_EMAIL);
      await password(page).fill(ADMIN_PASSWORD);
      await signInButton(page).click();
      await expect(page).toHaveURL(/\/v1\/products\/detail$/);
    },
  );
}
