/** The types of bench-shop.mjs, for the TypeScript benches. */
export function benchArgs(): { args: Map<string, string | undefined>; serverEntry: string };
export function freePort(): Promise<number>;
export function startShop(
  serverEntry: string,
  options?: { demo?: boolean; dataDir?: string; env?: Record<string, string> },
): Promise<{ base: string; pid: number; stop(): Promise<void> }>;
export function benchProduct(index: number, image: string): Record<string, unknown>;
export function seedProducts(base: string, count: number): Promise<void>;
