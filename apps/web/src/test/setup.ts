import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setUpPreact } from '../lib/preact-options';
import { startNewTabCart } from './new-tab-cart';

// The renderer as the shop runs it (decision 0041).
setUpPreact();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  startNewTabCart();
  localStorage.clear();
});
