// Bundles the server and the admin command for Node. Every dependency stays an external import
// (node_modules at run time) except @shop/domain, which is TypeScript source and must be bundled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== '@shop/domain')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts', 'src/admin-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  // Some CommonJS dependencies bundled indirectly call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
