/** Contact Us journeys (spec §2 'Contact Us', §4 'Contact', §5, §8). */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, uniqueTitle } from './fixtures';
import { shotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('contact', page, testInfo, name);

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

async function fillContact(page: Page, values: { name: string; message: string }): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill('bilal@example.com');
  await form.getByLabel('Phone').fill('03211234567');
  await form.getByLabel('Message').fill(values.message);
}

test('a message is sent, the form resets and staff can read it', async ({
  page,
  admin,
}, testInfo) => {
  await page.goto('/contact-us');
  await expect(page).toHaveTitle(/^Contact Us/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(contactForm(page).getByLabel('Message')).toHaveAttribute('rows', '4');

  const name = uniqueTitle('Bilal');
  const message = 'Do you make custom bangles for weddings?';
  // By keyboard only: the fields follow each other in tab order and Enter submits from a field.
  await contactForm(page).getByLabel('Name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('bilal@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('03211234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type(message);
  await expect(contactForm(page).getByLabel('Message')).toHaveValue(message);

  // Hold the request so the sending state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/create', async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Tab');
  await expect(contactForm(page).getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const sending = contactForm(page).getByRole('button', { name: 'Submitting...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('');
  await expect(contactForm(page).getByRole('button', { name: 'Submit' })).toBeEnabled();
  await shot(page, testInfo, 'sent');

  const response = await admin.request.get('/api/contact/', { headers: admin.headers });
  expect(response.status()).toBe(200);
  const { contacts } = (await response.json()) as {
    contacts: Array<{ name: string; email: string; phone: string; message: string }>;
  };
  expect(contacts.find((contact) => contact.name === name)).toMatchObject({
    email: 'bilal@example.com',
    phone: '03211234567',
    message,
  });
});

test('the contact form explains each invalid field and sends nothing', async ({
  page,
}, testInfo) => {
  await page.goto('/contact-us');
  const form = contactForm(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/contact/create')) sent += 1;
  });

  await form.getByRole('button', { name: 'Submit' }).click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Phone number is required',
    'Message is required',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await shot(page, testInfo, 'required');
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Name').fill('A');
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await form.getByLabel('Email').fill('not-an-email');
  await expect(form.getByText('Enter a valid email')).toBeVisible();
  const phoneMessage = form.locator('#contact-phone-helper-text');
  await form.getByLabel('Phone').fill('0321123456');
  await expect(phoneMessage).toHaveText('Phone number must be 11 digits');
  await form.getByLabel('Phone').fill('03211234567x');
  await expect(phoneMessage).toHaveText('Phone number must only contain numbers');
  await form.getByLabel('Phone').fill('032112345678');
  await expect(phoneMessage).toHaveText('Phone number must not exceed 11 digits');
  expect(sent).toBe(0);
});

test('a failed send says so once and keeps what was typed', async ({ page }, testInfo) => {
  await page.route('**/api/contact/create', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service unavailable' }),
    }),
  );
  await page.goto('/contact-us');
  await fillContact(page, { name: 'Sana Malik', message: 'Is the tote available in black?' });
  await contactForm(page).getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Failed to send the message. Please try again.')).toBeVisible();
  await expect(page.getByText('Message sent successfully!')).toBeHidden();
  // Only the page's own line: no toast repeating the server's message.
  await expect(page.getByText('Service unavailable')).toHaveCount(0);
  await expect(contactForm(page).getByLabel('Name')).toHaveValue('Sana Malik');
  await shot(page, testInfo, 'failed');
});
