import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { scrollToIdWhenReady } from './section-scroll';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
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

test('a section that never comes is given up after the longest wait', () => {
  scrollToIdWhenReady('testimonials');
  vi.advanceTimersByTime(16_000);
  const section = sectionDrawn('testimonials');
  vi.advanceTimersByTime(100);
  expect(section.scrollIntoView).not.toHaveBeenCalled();
});
