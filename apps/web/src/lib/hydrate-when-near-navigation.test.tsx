import { memo } from 'react';
import { act } from 'preact/test-utils';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { HYDRATED_MARK } from './hydrated-mark';
import { HydrateWhenNear } from './hydrate-when-near';
import { Link, MemoryRouter, Outlet, Route, Routes, StaticRouter } from './router';

/**
 * A part still waiting to hydrate when the shopper navigates. The router's context changes above the
 * waiting footer; React holds such an update until the part has hydrated, and the footer, never
 * scrolled to, kept the shopper on the page they were leaving.
 */

const observed: Element[] = [];

class NeverIntersecting {
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const Footer = memo(function Footer() {
  return (
    <HydrateWhenNear name="test-footer">
      <footer>
        <Link to="/">Home again</Link>
      </footer>
    </HydrateWhenNear>
  );
});

function Layout() {
  return (
    <>
      <Link to="/shop">Shop</Link>
      <main>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<h1>Home</h1>} />
        <Route path="shop" element={<h1>Shop</h1>} />
      </Route>
    </Routes>
  );
}

let root: Root | undefined;
const container = document.createElement('div');

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

test('a navigation goes through while the footer waits, and hydrates it', async () => {
  vi.stubGlobal('document', undefined);
  const html = renderToString(
    <StaticRouter location="/">
      <App />
    </StaticRouter>,
  );
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
  });
  // The footer waits, watched through its own element: its wrapper has no box.
  expect(observed.map((element) => element.tagName)).toEqual(['FOOTER']);
  const footerLink = () => container.querySelector('footer a') as HTMLAnchorElement;
  expect(HYDRATED_MARK in footerLink()).toBe(false);

  await act(async () => (container.querySelector('a[href="/shop"]') as HTMLElement).click());
  expect(container.querySelector('h1')?.textContent).toBe('Shop');

  // The footer came along hydrated, its server markup kept, and its link is the app's.
  expect(HYDRATED_MARK in footerLink()).toBe(true);
  await act(async () => footerLink().click());
  expect(container.querySelector('h1')?.textContent).toBe('Home');
});
