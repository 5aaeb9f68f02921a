import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { ReplayPendingInput } from './pending-input';

/**
 * Parts of a server-rendered page that the first screen can do without (the product page's reviews,
 * related products and review form; the home page below its hero; the footer): their markup is the
 * server's until the shopper comes near them, and only then are they hydrated, their code fetched
 * first when it is a chunk of its own (the review form, with react-hook-form). The first screen's
 * controls hydrate that much sooner on a slow phone (issue 24). A tap or a key before that is kept by
 * the inline script and played once the part is hydrated (ReplayPendingInput), as for any part of
 * the page.
 */

/** `use` reads a promise marked fulfilled at once, without suspending for a microtask. */
type Nearing = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const nearing = new WeakMap<Element, Nearing>();

/** How to end each wait still running. */
const waiting = new Set<() => void>();

/**
 * Ends every wait: called before the router takes a new address. A context that changes above a part
 * still waiting (the router's, on every navigation) reaches it as an update, which it would meet
 * still suspended on the server's markup. Ended first, the part hydrates and then takes the update
 * (the journey of a link followed while the page below waits, store-first-tap.spec.ts).
 */
export function hydrateWaitingParts(): void {
  for (const near of [...waiting]) near();
}

/**
 * Settles once the part is within a quarter of a screen of being seen (its code, a few KB, arrives
 * while the shopper scrolls the rest of the way), or is focused. The part's element has no box of its
 * own (`display: contents`), so what is watched is what it holds.
 */
function whenNear(element: Element): Promise<void> {
  let promise = nearing.get(element);
  // A field in it was entered before the app came (the inline script hands the focus over once the
  // part is hydrated): the shopper is there already.
  if (!promise && element.contains(document.activeElement)) {
    promise = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
    nearing.set(element, promise);
  }
  if (!promise) {
    const settling: Nearing = new Promise<void>((resolve) => {
      const near = () => {
        observer.disconnect();
        document.removeEventListener('focusin', onFocus, true);
        waiting.delete(near);
        settling.status = 'fulfilled';
        resolve();
      };
      waiting.add(near);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) near();
        },
        { rootMargin: '25% 0px' },
      );
      // Reached by the keyboard or a screen reader without scrolling near it first. Heard on the
      // document while the event goes down, before anything in the part (not yet the app's) does.
      const onFocus = (event: FocusEvent) => {
        if (event.target instanceof Node && element.contains(event.target)) near();
      };
      for (const child of withBoxes(element.children)) observer.observe(child);
      document.addEventListener('focusin', onFocus, true);
    });
    promise = settling;
    nearing.set(element, promise);
  }
  return promise;
}

/**
 * The elements that draw these or stand for them: an element without a box of its own (`display:
 * contents`, as a part whose code loads apart is wrapped, lazy-part.tsx) is never seen to intersect,
 * so its children are watched instead.
 */
function withBoxes(elements: HTMLCollection): Element[] {
  return [...elements].flatMap((element) =>
    getComputedStyle(element).display === 'contents' ? withBoxes(element.children) : [element],
  );
}

const subscribeToNothing = () => () => {};

/**
 * Suspends while this part is the server's markup and the shopper is not yet near it. Whether it is
 * the server's markup is the renderer's to say: it reads a store's server snapshot only while
 * hydrating, so a part drawn by the browser (a page opened from another) never waits. (Preact knows
 * it is hydrating from a root that is a component: main.tsx's StrictMode.)
 */
function UntilNear({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const element = hydrating && typeof document !== 'undefined' && document.getElementById(id);
  if (element) use(whenNear(element));
  return children;
}

/**
 * The part, hydrated once the shopper nears it. Its element only names it: `display: contents` leaves
 * the layout as it would be without it (a footer stays its column's item, a card its grid's). It is
 * the one element of what waits: Preact keeps the markup of a part that suspends while hydrating as
 * one element, and would take the rest for markup nothing claims. Keep the element that renders this
 * from drawing again while the page hydrates (memo): an update to a part still waiting would draw it
 * from scratch, without the server's markup. `name` is unique on the page.
 */
export function HydrateWhenNear({ name, children }: { name: string; children: ReactNode }) {
  // Named by its caller, not by useId: Preact numbers a part that hydrates after its page's code
  // has come (a lazy page resumed) differently from the server, and the part found no element, or
  // another's, and never hydrated.
  const id = `near-${name}`;
  return (
    <Suspense fallback={null}>
      <UntilNear id={id}>
        <div id={id} style={{ display: 'contents' }}>
          {children}
          <ReplayPendingInput />
        </div>
      </UntilNear>
    </Suspense>
  );
}
