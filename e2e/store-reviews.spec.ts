/**
 * The review widget on the product page (issue 4; spec §2 'Review widget', §5, §8) and its moderation
 * (issue #12): a review waits until staff approve it on the Reviews screen.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
  uniqueTitle,
} from './fixtures';
import { screenshotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

/** The first look after a navigation: the shared test machine can be slow to load a page. */
const PAGE_LOAD = { timeout: 30_000 };

test('a review needs a rating and a comment, waits for the shop, and shows once staff approve it', async ({
  page,
  admin,
  api,
  browser,
}, testInfo) => {
  // Two browsers, the back office and two accessibility scans: long on a shared machine.
  test.slow();
  const product = await admin.createProduct({
    title: uniqueTitle('Reviewed Bracelet'),
    price: 1900,
    quantity: 3,
    type: 'Jewelry',
    sub_type: 'Bracelets',
  });
  await page.goto(`/product/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible(PAGE_LOAD);
  await expect(reviews.getByText('Your Rating:')).toBeVisible();

  // Messages show once a field is touched (left, even before the app has loaded), and all of them on
  // submit.
  const comment = reviews.getByRole('textbox', { name: 'Write a comment' });
  await comment.click();
  await comment.blur();
  await expect(reviews.getByText('Comment cannot be empty.')).toBeVisible();
  await expect(reviews.getByText('Please provide a rating.')).toBeHidden();
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByText('Please provide a rating.')).toBeVisible();

  await reviews.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(reviews.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await expect(reviews.getByText('Please provide a rating.')).toBeHidden();
  const text = `Lovely shine, true to the photos ${Date.now()}`;
  await comment.fill(text);
  await expect(reviews.getByText('Comment cannot be empty.')).toBeHidden();
  await reviews.getByRole('button', { name: 'Submit Review' }).click();

  // Sent, but not shown: the shop checks it first (REVIEWS_AUTO_APPROVE is off by default).
  await expect(reviews.getByRole('status')).toHaveText(
    'Thank you for your review! It will appear here once the shop has checked it.',
  );
  await expect(comment).toHaveValue('');
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await expect(reviews.getByText(text)).toBeHidden();

  // A second review of the same product from the same connection waits a day.
  await reviews.locator('label').filter({ hasText: '5 Stars' }).click();
  await comment.fill('Even better the second time');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByRole('alert')).toHaveText(
    'You have already sent a review of this product. Please try again in 24 hours.',
  );
  await expect(comment).toHaveValue('Even better the second time');
  await screenshotOf(reviews, `e2e-${testInfo.project.name}-reviews-sent.png`);

  // Staff, in their own browser: the review waits on the Reviews screen; they approve it.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  try {
    await signInAsAdmin(staff, api);
    await staff.goto('/v1/reviews');
    await expect(staff.getByRole('heading', { name: 'View Reviews' })).toBeVisible(PAGE_LOAD);
    await staff
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Waiting' })
      .click();
    await expect(staff).toHaveURL(/status=pending/);
    const row = staff
      .getByRole('table', { name: 'Reviews' })
      .getByRole('row')
      .filter({ hasText: text });
    await expect(row).toContainText('Waiting');
    const id = await row.getByRole('cell').first().innerText();
    await expectNoSeriousA11yViolations(staff);
    await screenshotOf(staff, `e2e-${testInfo.project.name}-admin-reviews.png`, { fullPage: true });
    await row.getByRole('button', { name: `Approve review ${id}` }).click();
    await expect(
      staff.getByText(`Review ${id} approved: it shows on the product page`),
    ).toBeVisible();
    // Approved, it leaves the waiting view and shows under All with its new status.
    await expect(row).toHaveCount(0);
    await staff.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: `Hide review ${id}` })).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The product page now lists it, with the product's rating and count.
  await page.reload();
  const shown = page.getByRole('region', { name: 'Reviews' });
  const listed = shown.getByRole('listitem').filter({ hasText: text });
  await expect(listed).toBeVisible(PAGE_LOAD);
  await expect(listed.getByRole('img', { name: /4 Stars/ })).toBeVisible();
  await expect(shown.getByText('4.0 out of 5 · 1 review')).toBeVisible();
  await expect(shown.getByText('No reviews yet.')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshotOf(shown, `e2e-${testInfo.project.name}-reviews.png`);
});

test('a failed submission says so under the form', async ({ page, admin }) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Review Failure Anklet'),
    price: 800,
    quantity: 1,
    type: 'Jewelry',
    sub_type: 'Anklets',
  });
  await page.route('**/api/reviews/create', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.goto(`/product/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.locator('label').filter({ hasText: '5 Stars' }).click();
  await reviews.getByRole('textbox', { name: 'Write a comment' }).fill('Will this arrive?');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByRole('alert')).toHaveText('Failed to submit review.');
  await expect(reviews.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(
    'Will this arrive?',
  );
});
