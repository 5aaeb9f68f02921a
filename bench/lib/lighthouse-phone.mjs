/**
 * Lighthouse's mobile settings, applied for real through Playwright and the DevTools protocol: the
 * phone's screen (412x823 at DPR 1.75, touch), slow 4G and a CPU 4x slower.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;
