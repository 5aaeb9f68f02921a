// Bundles the server and the admin command for Node. Every dependency stays an external import
// (node_modules at run time) except @shop/domain, which is TypeScript source and must be bundled.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// The embedded database's empty cluster, made once here so a shop's first start does not run initdb
// (see src/db/pglite-template.ts). Named by PGlite's version: a start never uses another version's.
const { PGlite } = await import('@electric-sql/pglite');
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = JSON.parse(
  readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
).version;
const templateFile = path.join(here, 'dist', `pglite-template-${pgliteVersion}.tar.gz`);
if (!existsSync(templateFile)) {
  const cluster = await PGlite.create();
  const dump = await cluster.dumpDataDir('gzip');
  await cluster.close();
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  console.log(`  ${path.relative(here, templateFile)} (the embedded database's template)`);
}
