import { expect, test } from './fixtures';

test('the home page loads and shows the free-shipping strip', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Free shipping on orders above 2999/-')).toBeVisible();
});

test('the API answers its health check', async ({ api }) => {
  const response = await api.get('/api/health');
  expect(response.status()).toBe(200);
});
