import { expect, signInAsAdmin, test } from './fixtures';

test('the home page loads and shows the free-shipping strip', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Free shipping on orders above 2999/-')).toBeVisible();
});

test('the API answers its health check', async ({ api }) => {
  const response = await api.get('/api/health');
  expect(response.status()).toBe(200);
});

test('no page breaks the Content-Security-Policy or logs an error', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  for (const path of ['/products', '/product/1', '/contact-us', '/checkout', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signInAsAdmin(page, request);
  await page.goto('/v1/products/detail');
  await expect(page.getByRole('heading', { name: 'View Product Details' })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui').first()).toBeVisible();
  expect(problems).toEqual([]);
});
