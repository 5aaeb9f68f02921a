/**
 * The shared test server's command (playwright.config.ts): makes the run's seeded demo shop
 * (seeded-shop.ts) with the server's own settings, copies it into the server's DATA_DIR and runs the
 * build there, handing on the signal Playwright stops it with. `tsx support/start-test-server.ts`.
 */
import { spawn } from 'node:child_process';
import { copySeededShop, makeSeededShop } from './seeded-shop';
import { serverEntry } from './test-server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the shared server’s folder');
const env = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
await makeSeededShop(env);
copySeededShop(dataDir);

const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
