import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { startNewTabCart } from './new-tab-cart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  startNewTabCart();
  localStorage.clear();
});
