import { Suspense, use, useId, type ReactNode } from 'react';
import { ReplayPendingInput } from './pending-input';

/**
 * Parts of a server-rendered page whose code the first view can do without (the product page's review
 * form, below the fold): their markup is the server's until the shopper comes near them, and only then
 * is their code fetched and the part hydrated (issue 24: the product page's first view without
 * react-hook-form, about 18 KB gzip). A tap or a key before that is kept by the inline script and
 * played once the part is hydrated (ReplayPendingInput), as for any part of the page.
 */

const nearing = new WeakMap<Element, Promise<void>>();

/**
 * Settles once the element is within a quarter of a screen of being seen (its code, a few KB, arrives
 * while the shopper scrolls the rest of the way), or is focused.
 */
function whenNear(element: Element): Promise<void> {
  let promise = nearing.get(element);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const near = () => {
        observer.disconnect();
        document.removeEventListener('focusin', onFocus, true);
        resolve();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) near();
        },
        { rootMargin: '25% 0px' },
      );
      // Reached by the keyboard or a screen reader without scrolling near it first. Heard on the
      // document while the event goes down: at its root React stops an event aimed at a part it has
      // yet to hydrate, to play it there once it has, so the part itself never hears it.
      const onFocus = (event: FocusEvent) => {
        if (event.target instanceof Node && element.contains(event.target)) near();
      };
      observer.observe(element);
      document.addEventListener('focusin', onFocus, true);
    });
    nearing.set(element, promise);
  }
  return promise;
}

/**
 * Whether each part's first rendering found the server's markup of it in the document: its element is
 * named by useId, the same id on the server and while hydrating, and a part drawn by the browser (on a
 * page opened from another) is not in the document yet when it is first rendered. One entry a part
 * ever drawn in the tab (a product page visited), kept: a part drawn again must not ask again.
 */
const fromServer = new Map<string, boolean>();

/** Suspends while this part is the server's markup and the shopper is not yet near it. */
function UntilNear({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined') {
    const element = document.getElementById(id);
    let hydrating = fromServer.get(id);
    if (hydrating === undefined) {
      hydrating = element !== null;
      fromServer.set(id, hydrating);
    }
    if (hydrating && element) use(whenNear(element));
  }
  return children;
}

/**
 * The part, hydrated once the shopper nears it. Keep the element that renders this from drawing again
 * while the page hydrates (memo): an update to a part still waiting would make React draw it from
 * scratch, without the server's markup.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <UntilNear id={id}>{children}</UntilNear>
        <ReplayPendingInput />
      </Suspense>
    </div>
  );
}
