/**
 * The checkout's City on a phone (issue #28): the shopper types part of her city, misspelt, taps it in
 * the list, and the order names the shop's city; a place the list lacks is taken as typed, with a note
 * that staff will check it, and the order is flagged for them.
 */
import { expect, test, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { screenshotOf } from './support/screenshots';

test.skip(({ isMobile }) => !isMobile, 'the picker is tried on a phone');
test.describe.configure({ timeout: 120_000 });

test('a phone shopper picks her city from a list that forgives spelling', async ({
  page,
  admin,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E City Ring'),
    price: 3500,
    quantity: 5,
    type: 'Jewelry',
    colors: ['gold'],
  });
  await addToCart(page, product, { quantity: 1 });
  const info = shipping({ fullName: uniqueTitle('Sana Malik'), city: '' });
  const form = shippingForm(page);
  await fillShipping(page, info);

  const city = form.getByRole('combobox', { name: 'City' });
  await city.click();
  await city.pressSequentially('faislab');
  const list = form.getByRole('listbox', { name: 'Cities' });
  await expect(list.getByRole('option').first()).toHaveText(/^Faisalabad/);
  await screenshotOf(page, `e2e-${testInfo.project.name}-city-picker.png`);
  await list.getByRole('option', { name: /^Faisalabad/ }).tap();
  await expect(city).toHaveValue('Faisalabad');
  await expect(list).toBeHidden();

  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmation' })).toBeVisible();
  const order = (await admin.orders()).find(
    (placed) => (placed.shippingInfo as { fullName?: string }).fullName === info.fullName,
  );
  expect(order).toMatchObject({ shippingInfo: { city: 'Faisalabad' } });
  expect((order as { cityId: number | null }).cityId).toEqual(expect.any(Number));
});

test('a place the list lacks is taken as typed, with a note that staff will check it', async ({
  page,
}) => {
  await page.goto('/checkout');
  const form = shippingForm(page);
  const city = form.getByRole('combobox', { name: 'City' });
  await city.click();
  await city.pressSequentially('Chak 59 Jhang Branch');
  await form.getByLabel('Postal Code').click();
  await expect(city).toHaveValue('Chak 59 Jhang Branch');
  await expect(
    form.getByText('Not on our list: we will check this city when we call'),
  ).toBeVisible();
});
