/**
 * PostEx's local test server (apps/api/src/test/couriers/postex-server.ts) for the browser journeys,
 * run by Playwright beside the shop (playwright.config.ts) on the port the config chose, so PostEx is
 * the courier set up in every journey: `tsx support/postex-test-server.ts`.
 */
import { startPostexServer } from '../../apps/api/src/test/couriers/postex-server';

const port = Number(process.env.E2E_POSTEX_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_POSTEX_PORT must be a port');
const server = await startPostexServer(port);
console.log(`PostEx test server at ${server.apiUrl}`);
