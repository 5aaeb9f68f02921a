/**
 * What every journey needs: `api` (a request context on the test server), `admin` (the same, signed in
 * as the seeded admin, with helpers to set up data the way staff would), sign-in for the browser, and the
 * accessibility check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { HYDRATED_MARK } from '../apps/web/src/lib/hydrated-mark';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/test-server';

export { expect };
export { ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET } from './support/test-server';

export interface ProductInput {
  title: string;
  description?: string;
  price: number;
  discounted_price?: number;
  quantity: number;
  type: 'Jewelry' | 'Bags';
  sub_type?: string | null;
  top_featured?: 'Active' | 'Inactive';
  show_price?: 'Active' | 'Inactive';
  /** Colours, one image each; images are generated as solid squares of that colour. */
  colors?: string[];
  /**
   * Its variants with their own stock (issue #27), each a colour of `colors` and optionally a size.
   * Without them the product's quantity sits on its first colour, the others sold out (decision 0024).
   */
  variants?: { colour: string; size?: string; quantity: number }[];
}

export interface Product {
  id: number;
  title: string;
  price: number;
  discounted_price: number;
  quantity: number;
  images: string[];
  imageColors: string[];
  show_price: string;
  top_featured: string;
  type: string;
  sub_type: string | null;
  options: string[];
  variants: { id: number; sku: string; options: Record<string, string>; quantity: number }[];
}

/** Small named colours → RGB, so a test can make an image that visibly is that colour. */
const RGB: Record<string, [number, number, number]> = {
  gold: [212, 175, 55],
  silver: [192, 192, 192],
  red: [200, 30, 45],
  blue: [30, 80, 200],
  black: [20, 20, 20],
  brown: [131, 79, 55],
  green: [30, 140, 60],
};

/** A PNG of one colour, made in memory (no files, no downloads). */
export async function solidPng(color: string, size = 64): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [r, g, b] = RGB[color] ?? [120, 120, 120];
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

export class AdminApi {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async uploadImage(color: string): Promise<string> {
    const response = await this.request.post('/api/image/upload-image', {
      headers: this.headers,
      multipart: {
        file: { name: `${color}.png`, mimeType: 'image/png', buffer: await solidPng(color) },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { name: string } }).data.name;
  }

  async createProduct(input: ProductInput): Promise<Product> {
    const colors = input.colors ?? ['gold'];
    const images = await Promise.all(colors.map((color) => this.uploadImage(color)));
    const response = await this.request.post('/api/products/create', {
      headers: this.headers,
      data: {
        title: input.title,
        description: input.description ?? `${input.title}, made for the tests.`,
        price: input.price,
        discounted_price: input.discounted_price ?? input.price,
        ...(input.variants
          ? {
              options: input.variants.some((each) => each.size) ? ['Colour', 'Size'] : ['Colour'],
              variants: input.variants.map(({ quantity, ...options }) => ({ options, quantity })),
            }
          : { quantity: input.quantity }),
        type: input.type,
        sub_type: input.type === 'Jewelry' ? (input.sub_type ?? 'Rings') : null,
        top_featured: input.top_featured ?? 'Inactive',
        show_price: input.show_price ?? 'Inactive',
        images,
        imageColors: colors,
        addOns: [],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { product: Product }).product;
  }

  async updateProduct(id: number, fields: Record<string, unknown>): Promise<Product> {
    const response = await this.request.post(`/api/products/update/${id}`, {
      headers: this.headers,
      data: fields,
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { product: Product }).product;
  }

  async getProduct(id: number): Promise<Product> {
    const response = await this.request.get(`/api/products/get/${id}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { product: Product }).product;
  }

  /** A coupon, with optional rules as the admin API takes them (starts_at, max_uses, …). */
  async createCoupon(
    code: string,
    discount: number,
    rules: Record<string, unknown> = {},
  ): Promise<void> {
    const response = await this.request.post('/api/products/coupon/create', {
      headers: this.headers,
      data: { coupon_code: code, discount, ...rules },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  async orders(): Promise<Array<Record<string, unknown>>> {
    const response = await this.request.get('/api/shipping/get', { headers: this.headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { shipping: Array<Record<string, unknown>> }).shipping;
  }
}

export async function signIn(
  request: APIRequestContext,
): Promise<{ token: string; user: unknown }> {
  const response = await request.post('/api/admin-auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; user: unknown };
}

/** Puts a real admin session into the browser's localStorage before the page's scripts run. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const { token, user } = await signIn(request);
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      }
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** A title no other test (or the other viewport's run of this test) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe-core on the page as it is now; serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog or toast still fading in is checked with its colours half-way: let what was just
  // rendered mount, then wait until no transition or animation that ends is running (a focused
  // button's pulse never ends), again if one started meanwhile.
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
      );
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

/**
 * Closes the toast saying `text` (a click closes a toast, spec §9) and waits until it has gone. On a
 * loaded machine the toast may still be bouncing in, or may already have closed itself after its 5 s, so
 * the click skips Playwright's stability wait and a toast that went by itself is as good as closed.
 */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast
    .first()
    .click({ force: true, timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

/**
 * Resolves once a server-rendered storefront page has been taken over by the browser: the app has
 * hydrated the page's own content (its code loads apart from the layout's). A tap before that may
 * land before the page's code has loaded, as it could for a shopper on a slow phone; the journeys
 * interact with the page as it is once loaded. Immediate for pages rendered in the browser.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((mark) => {
    const content = document.getElementById('main-content')?.firstElementChild;
    return !content || mark in content;
  }, HYDRATED_MARK);
}

/**
 * Scrolls to a part below a phone's first screen and resolves once the app has hydrated it: such parts
 * (the product page's reviews and related products, the home page below its hero, the footer) are
 * hydrated when the shopper nears them (issue 24, apps/web/src/lib/hydrate-when-near.tsx).
 */
export async function scrolledToAndHydrated(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect
    .poll(() => part.evaluate((element, mark) => mark in element, HYDRATED_MARK))
    .toBe(true);
}

export const test = base.extend<{
  api: APIRequestContext;
  admin: AdminApi;
  /**
   * Whether every navigation by address waits for the page to be hydrated (see hydrated()). The
   * storefront's journeys turn it off (`test.use({ waitForApp: false })`): they act as a shopper
   * does, as soon as a control is there, and the page keeps what they do before its code has run
   * (issue 24). Journeys about something else keep it.
   */
  waitForApp: boolean;
}>({
  waitForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    if (!javaScriptEnabled || !waitForApp) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  api: async ({ request }, use) => {
    await use(request);
  },
  admin: async ({ request }, use) => {
    const { token } = await signIn(request);
    await use(new AdminApi(request, token));
  },
});
