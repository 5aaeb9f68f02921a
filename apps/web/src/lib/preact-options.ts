/**
 * How the app sets Preact up, once, before anything renders: in the browser (main.tsx), on the server
 * (entry-server.tsx) and in the unit tests (test/setup.ts), so that all three run the same renderer.
 */
import { options, type VNode } from 'preact';
import { HYDRATED_MARK } from './hydrated-mark';

let setUp = false;

export function setUpPreact(): void {
  if (setUp) return;
  setUp = true;
  keepUncontrolledFieldsUncontrolled();
  markHydratedElements();
  renderAfterEvents();
  reportHydrationMismatches();
}

/** Preact's names, in its published build, for the element a vnode drew (`_dom` in its source) and
 * for the hook it calls when hydrating finds another element than the server's (`_hydrationMismatch`). */
type DrawnVNode = VNode & { __e?: Element | Text | null };
type PreactOptions = typeof options & { __m?: (vnode: VNode) => void };

/** Marks every element Preact diffs from now on. */
function markHydratedElements(): void {
  const next = options.diffed;
  options.diffed = (vnode: DrawnVNode) => {
    const element = vnode.__e;
    if (typeof vnode.type === 'string' && element)
      (element as unknown as Record<string, boolean>)[HYDRATED_MARK] = true;
    next?.(vnode);
  };
}

/**
 * Draws what an event handler changed once the event is over, not between its listeners. Preact
 * draws in a microtask, and the browser runs microtasks between the listeners of an event the
 * shopper made: a click on a star of the review's rating, whose handler sets state, drew the radio
 * unchecked again before the browser fired its change, so the star was never chosen. Outside an
 * event, drawing stays a microtask away.
 */
function renderAfterEvents(): void {
  options.debounceRendering = (render) => {
    if (typeof window !== 'undefined' && window.event) setTimeout(render, 0);
    else queueMicrotask(render);
  };
}

/**
 * A field with a `defaultValue` and no value (MUI's InputBase passes `value={undefined}` beside it)
 * stays the shopper's to type in, as in React. preact/compat otherwise takes the default for the
 * value whenever `value` is there but empty, and wrote it back into the field on every render: the
 * owner's first letter typed into an option's name was wiped as the field drew itself filled. Runs
 * before compat's own handling of the element's props.
 */
function keepUncontrolledFieldsUncontrolled(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { value?: unknown; defaultValue?: unknown } | null;
    if (
      (vnode.type === 'input' || vnode.type === 'textarea') &&
      props &&
      'defaultValue' in props &&
      'value' in props &&
      props.value == null
    )
      delete props.value;
    next?.(vnode);
  };
}

/**
 * Says so, as React did, when hydrating meets markup the browser's first render would not have drawn
 * (another element where the server's was): Preact draws that part anew, silently. The journey that
 * hydrates every storefront page fails on it (store-first-view.spec.ts). A differing attribute or
 * text is not seen here: Preact keeps the server's, which is why the first render must be the server's.
 */
function reportHydrationMismatches(): void {
  const hooks = options as PreactOptions;
  const next = hooks.__m;
  hooks.__m = (vnode) => {
    console.error(
      `Hydration: the server's markup had no <${String(vnode.type)}> here; drawn anew.`,
    );
    next?.(vnode);
  };
}
