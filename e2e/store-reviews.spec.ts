/** The review widget on the product page (issue 4; spec §2 'Review widget', §5, §8). */
import { expect, test, uniqueTitle } from './fixtures';

/** The first look after a navigation: the shared test machine can be slow to load a page. */
const PAGE_LOAD = { timeout: 30_000 };

test('a review needs a rating and a comment, then appears in the list', async ({
  page,
  admin,
}, testInfo) => {
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

  // Messages show once a field is touched, and all of them on submit.
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

  const listed = reviews.getByRole('listitem').filter({ hasText: text });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('img', { name: /4 Stars/ })).toBeVisible();
  await expect(reviews.getByText('No reviews yet.')).toBeHidden();
  await expect(comment).toHaveValue('');
  await expect(reviews.getByText('Comment cannot be empty.')).toBeHidden();
  await reviews.screenshot({ path: `/tmp/shots/e2e-${testInfo.project.name}-reviews.png` });

  // The review is stored: a fresh load lists it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(text)).toBeVisible(
    PAGE_LOAD,
  );
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
