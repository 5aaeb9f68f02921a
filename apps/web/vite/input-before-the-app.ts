/**
 * No input is lost before the app has run (issue 24). A server-rendered page is painted a second or
 * before the app has hydrated it on a phone; a tap meanwhile reaches a button without its handler.
 * This small inline script, first in <head>, keeps what the shopper does to a part of the page the
 * app has not taken over yet, as Angular's event replay and Google's jsaction do:
 *
 * - a tap or click on a control (button, a role such as button or tab, a checkbox, a label) is held
 *   back, the control shows it was taken (the waiting attribute, styled as pressed), and it is
 *   played again on the same element, once, when the app has hydrated that element;
 * - Enter or Space on a control the app draws as a button (a role="button" element) is played
 *   again the same way; other keys keep their native work (Tab, arrows);
 * - characters typed into a field stay in the field (the DOM keeps them); once the field is
 *   hydrated they are handed to the app as an input event, so a controlled field or a form library
 *   that wrote its default value into the field while hydrating takes them up;
 * - a form submitted by the Enter key is submitted again;
 * - a field entered or left is entered (and left) again once hydrated, so a form library marks it
 *   touched and shows its message, and a field the shopper is still in is known to be focused.
 *
 * Links are left alone: they work without the app. The app calls `replay()` (through
 * `window.shopPendingInput`, src/lib/pending-input.ts) after each hydration commit: the layout's, then
 * the page's, whose code comes apart. Whether an element is hydrated is read from the mark the app
 * sets on each element it takes over (src/lib/hydrated-mark.ts). The server allows this script by its hash, read from the
 * built index.html as it does the loader's. The Vite plugin that puts it in the page is
 * input-before-the-app-plugin.ts.
 */

/**
 * Runs in <head>, before any of the page's markup is parsed. It is written into the page as its source text, so it
 * may use nothing from outside itself.
 */
export function keepInputBeforeTheApp(waitingAttribute: string, hydratedMark: string) {
  const CONTROLS = [
    'button',
    '[role="button"]',
    '[role="tab"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="option"]',
    '[role="menuitem"]',
    '[role="combobox"]',
    'input[type="checkbox"]',
    'input[type="radio"]',
    'input[type="submit"]',
    'label',
    'summary',
  ].join(',');
  const FIELDS = 'input:not([type="checkbox"]):not([type="radio"]),textarea,select';
  // A native control makes a click of Enter or Space by itself; that click is what is kept.
  const CLICKS_ON_KEYS = 'button,a[href],input,summary,label';

  type Pending = { firstTry?: number } & (
    | { kind: 'click'; target: HTMLElement }
    | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit }
    | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  );
  const DISABLED_WAIT_MS = 1000;
  const pending: Pending[] = [];
  /** Whether kept input is being played, one per task, the last one maybe not drawn yet. */
  let playing = false;
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const typed = new Map<Field, string>();
  /** Fields entered before the app, in the order they were entered; the value: whether left since. */
  const visited = new Map<Field, boolean>();

  const hydrated = (element: Element) => hydratedMark in element;
  const unhydratedControl = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest(CONTROLS) : null;
    // A text field's label only focuses its field, which the browser does without the app.
    if (control instanceof HTMLLabelElement && control.control?.matches(FIELDS)) return null;
    return control instanceof HTMLElement && !hydrated(control) ? control : null;
  };
  const holdBack = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  // A disabled button gets no click (MUI's lets the tap through to what is under it), yet the app
  // may enable it: a tap still waiting ("+" then Add to Cart), or what only the browser knows (the
  // cart in sessionStorage enables Place Order). Kept too; played when still disabled, it does nothing.
  // Hydrated already, it is kept while earlier input waits to be played or drawn: the app took the
  // button over a moment before it plays the "+" that enables it, and draws the "+" a task later.
  const disabledControlAt = (event: MouseEvent) =>
    [...document.querySelectorAll<HTMLElement>('button:disabled')].find((button) => {
      const box = button.getBoundingClientRect();
      return (
        (!hydrated(button) || pending.length > 0 || playing) &&
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      );
    });

  addEventListener(
    'click',
    (event) => {
      const control = unhydratedControl(event.target) ?? disabledControlAt(event);
      if (!control) return;
      holdBack(event);
      // A radio's or checkbox's input is invisible under its label: the label shows the press.
      (control.closest('label') ?? control).setAttribute(waitingAttribute, '');
      pending.push({ kind: 'click', target: control });
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      const control = unhydratedControl(event.target);
      // Only the keys that press a control the app draws as a button (a role="button" <div>);
      // Tab, arrows and the rest keep their native work, and a native control makes a click itself.
      if (!control || control.matches(FIELDS) || control.matches(CLICKS_ON_KEYS)) return;
      if (event.key !== 'Enter' && event.key !== ' ') return;
      holdBack(event);
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      pending.push({
        kind: 'key',
        target: control,
        init: { key, code, shiftKey, ctrlKey, altKey, metaKey },
      });
    },
    true,
  );
  const unhydratedField = (target: EventTarget | null): Field | null =>
    (target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement) &&
    target.matches(FIELDS) &&
    !hydrated(target)
      ? target
      : null;
  addEventListener(
    'input',
    (event) => {
      const field = unhydratedField(event.target);
      if (field) typed.set(field, field.value);
    },
    true,
  );
  for (const [type, left] of [
    ['focusin', false],
    ['focusout', true],
  ] as const)
    addEventListener(
      type,
      (event) => {
        const field = unhydratedField(event.target);
        if (!field) return;
        visited.delete(field);
        visited.set(field, left);
      },
      true,
    );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // A form the server answers itself (it names an action) goes as it is.
      if (!(form instanceof HTMLFormElement) || hydrated(form) || form.hasAttribute('action'))
        return;
      holdBack(event);
      pending.push({ kind: 'submit', target: form, submitter: event.submitter });
    },
    true,
  );

  // Where the app draws a part anew rather than taking over the server's (a part drawn only in the
  // browser), the input goes to the new element in the same place, found by id, or by what it is
  // and says under the nearest ancestor with an id.
  const counterpart = <E extends Element>(element: E): E | null => {
    if (element.isConnected) return element;
    if (element.id) return document.getElementById(element.id) as E | null;
    const like = (one: Element) =>
      one.tagName === element.tagName &&
      one.textContent === element.textContent &&
      one.getAttribute('aria-label') === element.getAttribute('aria-label') &&
      one.getAttribute('name') === element.getAttribute('name') &&
      one.getAttribute('value') === element.getAttribute('value');
    let anchor = element.parentElement;
    while (anchor && !anchor.id) anchor = anchor.parentElement;
    const now = anchor && document.getElementById(anchor.id);
    if (!anchor || !now) return null;
    const then = [...anchor.querySelectorAll(element.tagName)].filter(like);
    return ([...now.querySelectorAll(element.tagName)].filter(like)[then.indexOf(element)] ??
      null) as E | null;
  };

  /** Hands a field's typed value to the app, as an input event on a value that changed. */
  const giveTyped = (
    field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    value: string,
  ) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    // Through the element's own property (a library may watch it), then past it.
    field.value = value === '' ? ' ' : '';
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field instanceof HTMLSelectElement)
      field.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const play = (input: Pending) => {
    const { target } = input;
    if (input.kind === 'click') {
      // The whole tap: some controls (a select, a menu) answer the press rather than the click.
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
        target.dispatchEvent(
          new (type.startsWith('pointer') ? PointerEvent : MouseEvent)(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            button: 0,
            buttons: type.endsWith('down') ? 1 : 0,
          }),
        );
      target.click();
    } else if (input.kind === 'key') {
      for (const type of ['keydown', 'keyup'])
        target.dispatchEvent(
          new KeyboardEvent(type, { ...input.init, bubbles: true, cancelable: true }),
        );
    } else {
      input.target.requestSubmit(
        input.submitter instanceof HTMLButtonElement && input.submitter.form === input.target
          ? input.submitter
          : null,
      );
    }
  };

  /**
   * Tells the app a field was entered, and left unless the shopper is still in it, as the browser
   * would have: the app listens to focus and blur. A field the app drew anew in its place is
   * focused for real when the shopper was still in the old one.
   */
  const giveFocus = (field: Field, now: Field, left: boolean) => {
    const send = (type: string, bubbles: boolean) =>
      now.dispatchEvent(new FocusEvent(type, { bubbles }));
    if (!left && now !== field) {
      now.focus();
      return;
    }
    send('focus', false);
    send('focusin', true);
    if (document.activeElement === now) return;
    send('blur', false);
    send('focusout', true);
  };

  const replay = () => {
    for (const [field, value] of [...typed]) {
      const now = counterpart(field);
      if (now && !hydrated(now)) continue;
      typed.delete(field);
      if (now) giveTyped(now, value);
    }
    for (const [field, left] of [...visited]) {
      const now = counterpart(field);
      if (now && !hydrated(now)) continue;
      visited.delete(field);
      if (now) giveFocus(field, now, left);
    }
    if (playing) return;
    // In the order they came, one per task, so the app has drawn what one did (enabled a button)
    // before the next. Each leaves the queue before it is played: never twice.
    const next = () => {
      const input = pending.find((one) => {
        const now = counterpart(one.target);
        return !now || hydrated(now);
      });
      playing = input !== undefined;
      if (!input) return;
      // A control still disabled may be enabled by the app's next render (the cart read from
      // sessionStorage after hydration): it is given a moment before its tap does nothing.
      const now = counterpart(input.target);
      input.firstTry ??= Date.now();
      if (now?.matches(':disabled') && Date.now() - input.firstTry < DISABLED_WAIT_MS) {
        setTimeout(next, 50);
        return;
      }
      pending.splice(pending.indexOf(input), 1);
      (input.target.closest('label') ?? input.target).removeAttribute(waitingAttribute);
      if (now) play({ ...input, target: now } as Pending);
      setTimeout(next, 0);
    };
    next();
  };

  (window as unknown as { shopPendingInput: { replay: () => void } }).shopPendingInput = { replay };
}
