#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the API when their build output is missing, then serves the shop
 * and the API on one port. `npm run build` rebuilds on demand.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  { workspace: '@shop/web', output: join(root, 'apps/web/dist-server/entry-server.js') },
  { workspace: '@shop/api', output: join(root, 'apps/api/dist/server.js') },
];

for (const { workspace, output } of builds) {
  if (existsSync(output)) continue;
  console.log(`Building ${workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync('node', [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
