import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { scrollToIdWhenReady } from './section-scroll';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The section, as the home page draws it once its code has come. */
function sectionDrawn(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

test('a section whose page comes after several seconds is still scrolled to', () => {
  const stop = scrollToIdWhenReady('testimonials');
  vi.advanceTimersByTime(6000);
  const section = sectionDrawn('testimonials');
  vi.advanceTimersByTime(100);
  expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  stop();
});

test('the shopper scrolling before the section comes keeps her place', () => {
  scrollToIdWhenReady('testimonials');
  vi.advanceTimersByTime(1000);
  window.dispatchEvent(new Event('wheel'));
  const section = sectionDrawn('testimonials');
  vi.advanceTimersByTime(100);
  expect(section.scrollIntoView).not.toHaveBeenCalled();
});

/** The page's height and its resize reports, which Happy DOM does not make. */
function pageThatGrows() {
  let height = 2000;
  let report = () => {};
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, 0, 375, height),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    grow: () => {
      height += 1500;
    },
    report: () => report(),
  };
}

test('content drawn above the section before the first resize report keeps it in view', () => {
  const page = pageThatGrows();
  const section = sectionDrawn('testimonials');
  const stop = scrollToIdWhenReady('testimonials');
  // The best sellers come in the same frame: the observer's first report already has them.
  page.grow();
  page.report();
  expect(section.scrollIntoView).toHaveBeenCalledTimes(2);
  // A report without growth leaves the scroll as it is.
  page.report();
  expect(section.scrollIntoView).toHaveBeenCalledTimes(2);
  stop();
});

test('a section that never comes is given up after the longest wait', () => {
  scrollToIdWhenReady('testimonials');
  vi.advanceTimersByTime(16_000);
  const section = sectionDrawn('testimonials');
  vi.advanceTimersByTime(100);
  expect(section.scrollIntoView).not.toHaveBeenCalled();
});
