import { lazy, StrictMode, useState, type ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HYDRATED_MARK } from './hydrated-mark';
import { HydrateWhenNear } from './hydrate-when-near';

/**
 * The review form's way onto the product page (issue 24): the server's markup stays until the shopper
 * comes near it, then its code is asked for and it hydrates. happy-dom never reports an intersection,
 * so the browser's IntersectionObserver is stood in for by one this test moves.
 */
const observers: Array<{ element: Element; report: (isIntersecting: boolean) => void }> = [];

class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({
      element,
      report: (isIntersecting) =>
        this.callback(
          [{ target: element, isIntersecting } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    });
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** A form with state, so a hydrated one is told from the server's markup by a click that counts. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** What the server renders, where there is no document (happy-dom gives this process one). */
function onTheServer(render: () => string): string {
  vi.stubGlobal('document', undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  }
}

/** The server's page with the part, then the browser hydrating it with the part's code loaded lazily. */
async function hydrateServerPage() {
  const loads = vi.fn(async () => ({ default: Counter }));
  const LazyCounter = lazy(loads);
  // Under StrictMode, as in main.tsx: Preact knows it is hydrating from a root that is a component.
  const page = (part: ReactNode) => (
    <StrictMode>
      <main>
        <h1>Product</h1>
        <HydrateWhenNear name="test-part">{part}</HydrateWhenNear>
      </main>
    </StrictMode>
  );
  container.innerHTML = onTheServer(() => renderToString(page(<Counter />)));
  await act(async () => {
    root = hydrateRoot(container, page(<LazyCounter />));
  });
  const button = () => container.querySelector('button') as HTMLButtonElement;
  /** Resolves once the part's code has come and the button is the app's (the mark, as in main.tsx). */
  const hydratedButton = () =>
    vi.waitFor(() => {
      expect(HYDRATED_MARK in button(), 'the button is hydrated').toBe(true);
    });
  return { loads, button, hydratedButton };
}

describe('HydrateWhenNear', () => {
  test('keeps the server’s markup and does not ask for the code until the part nears the screen', async () => {
    const { loads, button, hydratedButton } = await hydrateServerPage();
    expect(HYDRATED_MARK in button()).toBe(false);
    expect(loads).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Pressed 0');
    // A report of the part still out of reach changes nothing.
    await act(async () => observers[0]?.report(false));
    expect(loads).not.toHaveBeenCalled();

    await act(async () => observers[0]?.report(true));
    expect(loads).toHaveBeenCalledTimes(1);
    await hydratedButton();
    await act(async () => button().click());
    expect(button().textContent).toBe('Pressed 1');
  });

  test('hydrates at once when the part is focused, from the keyboard, before it is near', async () => {
    const { loads, button, hydratedButton } = await hydrateServerPage();
    await act(async () => {
      button().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(loads).toHaveBeenCalledTimes(1);
    await hydratedButton();
    await act(async () => button().click());
    expect(button().textContent).toBe('Pressed 1');
  });

  test('draws the part at once when the page is drawn in the browser (opened from another page)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrateWhenNear name="test-part">
          <Counter />
        </HydrateWhenNear>,
      );
    });
    expect(observers).toHaveLength(0);
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('Pressed 1');
  });
});
