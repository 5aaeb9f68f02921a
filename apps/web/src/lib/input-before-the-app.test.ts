/**
 * The inline script that keeps input before the app (vite/input-before-the-app.ts), run on markup as
 * the server sends it. Happy DOM lays nothing out, so the disabled button's box is given.
 */
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { keepInputBeforeTheApp } from '../../vite/input-before-the-app';
import { HYDRATED_MARK } from './hydrated-mark';

const WAITING = 'data-input-waiting';

beforeAll(() => keepInputBeforeTheApp(WAITING, HYDRATED_MARK));
afterEach(() => {
  document.body.innerHTML = '';
});

const hydrate = (...elements: Element[]) => {
  for (const element of elements) Object.assign(element, { [HYDRATED_MARK]: true });
};
const replay = () => window.shopPendingInput?.replay();
/** Lets the kept input be played, one per task, and what it sets off be drawn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The product page's stepper and Add to Cart, which "+" enables a render later, as Preact draws it. */
function stepperAndAddToCart() {
  document.body.innerHTML = `
    <button aria-label="Increase quantity">+</button>
    <div id="under"><button disabled>Add to Cart</button></div>`;
  const [plus, addToCart] = [...document.querySelectorAll('button')];
  if (!plus || !addToCart) throw new Error('the markup above has two buttons');
  const added = vi.fn();
  plus.addEventListener('click', () => {
    setTimeout(() => {
      addToCart.disabled = false;
    });
  });
  addToCart.addEventListener('click', added);
  addToCart.getBoundingClientRect = () => new DOMRect(0, 400, 200, 48);
  /** A thumb on Add to Cart: a disabled button lets the tap through to what is under it. */
  const tapAddToCart = () =>
    document
      .getElementById('under')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 420 }));
  return { plus, addToCart, added, tapAddToCart };
}

test('Add to Cart tapped after "+", both before the app, adds once "+" has been played', async () => {
  const { plus, addToCart, added, tapAddToCart } = stepperAndAddToCart();
  plus.click();
  tapAddToCart();
  expect(addToCart.hasAttribute(WAITING)).toBe(true);

  hydrate(plus, addToCart);
  replay();
  await settle();
  expect(added).toHaveBeenCalledTimes(1);
  expect(document.querySelectorAll(`[${WAITING}]`)).toHaveLength(0);
});

test('Add to Cart tapped once it is hydrated but before the "+" kept earlier is played, adds', async () => {
  const { plus, addToCart, added, tapAddToCart } = stepperAndAddToCart();
  plus.click();
  // The app has taken the page over; its effect has not played the "+" yet.
  hydrate(plus, addToCart);
  tapAddToCart();
  replay();
  await settle();
  expect(added).toHaveBeenCalledTimes(1);
});

test('Add to Cart tapped while the "+" played is not drawn yet, adds', async () => {
  const { plus, addToCart, added, tapAddToCart } = stepperAndAddToCart();
  plus.click();
  hydrate(plus, addToCart);
  replay();
  // "+" has been played; Add to Cart is enabled only by the render a task later.
  expect(addToCart.disabled).toBe(true);
  tapAddToCart();
  await settle();
  expect(added).toHaveBeenCalledTimes(1);
});

test('a hydrated disabled button with nothing waiting is left to the browser', async () => {
  const { addToCart, added, tapAddToCart } = stepperAndAddToCart();
  hydrate(addToCart);
  tapAddToCart();
  expect(addToCart.hasAttribute(WAITING)).toBe(false);
  addToCart.disabled = false;
  replay();
  await settle();
  expect(added).not.toHaveBeenCalled();
});
