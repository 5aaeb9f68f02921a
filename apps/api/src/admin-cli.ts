/**
 * npm run admin -- create <email> [--password P]
 * npm run admin -- reset-password <email> [--password P]
 *   Without --password a strong password is generated and printed once.
 * npm run backup [-- --to <folder>]          (npm run admin -- backup …)
 * npm run restore -- <folder> [--replace]    (npm run admin -- restore …)
 * npm run admin -- images-to-s3
 *   Copies the images in DATA_DIR/images into S3_BUCKET (those it has already are skipped).
 * npm run admin -- check-stock
 *   Proves the stock ledger: every variant's movements add up to its stock and every product's
 *   quantity to its variants'; exits 1 and lists them when one does not.
 */
import path from 'node:path';
import { createBackup, restoreBackup } from './backup/backup';
import { loadConfig, type AppConfig } from './config';
import { PRIVATE_UMASK, prepareDataDir } from './data-dir';
import { databaseTargetFor, openDatabase } from './db/client';
import { createAdmin, resetAdminPassword } from './modules/admin-auth/admin-auth.service';
import { copyImagesToBucket } from './modules/images/images-to-bucket';
import { checkStock, describeMismatch } from './modules/inventory/stock-check';
import { createImageStorage } from './plugins/image-storage';

const USAGE = `Usage:
  npm run admin -- create <email> [--password <password>]
  npm run admin -- reset-password <email> [--password <password>]
  npm run backup [-- --to <folder>]
  npm run restore -- <folder> [--replace]
  npm run admin -- images-to-s3
  npm run admin -- check-stock`;

type Command =
  | { command: 'create' | 'reset-password'; email: string; password?: string }
  | { command: 'backup'; to?: string }
  | { command: 'restore'; from: string; replace: boolean }
  | { command: 'images-to-s3' }
  | { command: 'check-stock' };

/** `--name value` or `--name=value` options, and flags; undefined when something else is there. */
function parseOptions(rest: string[], valued: string[], flags: string[]) {
  const options: Record<string, string | true> = {};
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [];
    if (name && valued.includes(name)) {
      const value = inline ?? rest[index + 1];
      if (value === undefined) return undefined;
      options[name] = value;
      if (inline === undefined) index += 1;
    } else if (name && flags.includes(name) && inline === undefined) {
      options[name] = true;
    } else {
      return undefined;
    }
  }
  return options;
}

function parseArgs(argv: string[]): Command | undefined {
  const [command, first, ...rest] = argv;
  if (command === 'create' || command === 'reset-password') {
    const options = parseOptions(rest, ['password'], []);
    if (!first || !options) return undefined;
    return { command, email: first, password: options.password as string | undefined };
  }
  if (command === 'backup') {
    const options = parseOptions(
      [first, ...rest].filter((arg) => arg !== undefined),
      ['to'],
      [],
    );
    return options ? { command, to: options.to as string | undefined } : undefined;
  }
  if (command === 'images-to-s3') return argv.length === 1 ? { command } : undefined;
  if (command === 'check-stock') return argv.length === 1 ? { command } : undefined;
  if (command === 'restore') {
    const options = parseOptions(rest, [], ['replace']);
    if (!first || first.startsWith('--') || !options) return undefined;
    return { command, from: first, replace: options.replace === true };
  }
  return undefined;
}

function defaultBackupFolder(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('backups', `shop-${stamp}`);
}

async function backUp(config: AppConfig, to: string | undefined): Promise<number> {
  const folder = path.resolve(launchDirectory(), to ?? defaultBackupFolder());
  const manifest = await createBackup(config, folder);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables, ${manifest.images.length} images, to ${folder}`,
  );
  return 0;
}

async function restore(config: AppConfig, from: string, replace: boolean): Promise<number> {
  const folder = path.resolve(launchDirectory(), from);
  const manifest = await restoreBackup(config, folder, { replace });
  console.log(
    `Restored the backup of ${manifest.createdAt} from ${folder}: every table's row count and ` +
      `all ${manifest.images.length} images match it`,
  );
  return 0;
}

async function manageAdmin(
  config: AppConfig,
  args: Extract<Command, { email: string }>,
): Promise<number> {
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await database.exclusively(() => database.migrate());
    const result =
      args.command === 'create'
        ? await createAdmin(database.db, args.email, args.password)
        : await resetAdminPassword(database.db, args.email, args.password);
    const action = args.command === 'create' ? 'Created admin' : 'Reset the password of';
    console.log(`${action} ${result.email}`);
    if (result.generatedPassword) console.log(`Password: ${result.generatedPassword}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function checkStockCommand(config: AppConfig): Promise<number> {
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await database.exclusively(() => database.migrate());
    const result = await checkStock(database.db);
    for (const mismatch of result.mismatches) console.error(describeMismatch(mismatch));
    if (result.mismatches.length > 0) {
      console.error(`${result.mismatches.length} stock numbers do not add up.`);
      return 1;
    }
    console.log(
      `Stock adds up: ${result.variants} variants, each equal to the sum of its movements ` +
        `(${result.movements} in all), and every product's quantity to its variants'.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, launchDirectory());
  process.umask(PRIVATE_UMASK);
  if (args.command === 'images-to-s3') return copyImagesCommand(config);
  prepareDataDir(config.dataDir);
  if (args.command === 'backup') return backUp(config, args.to);
  if (args.command === 'restore') return restore(config, args.from, args.replace);
  if (args.command === 'check-stock') return checkStockCommand(config);
  return manageAdmin(config, args);
}

/** Needs no database: it may run beside a server that still keeps its images on the disk. */
async function copyImagesCommand(config: AppConfig): Promise<number> {
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET and its keys (as for the server) to copy the images to the bucket.',
    );
    return 2;
  }
  const bucket = await createImageStorage(config, {
    warn: ({ err }, message) =>
      console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  });
  try {
    console.log(`Copying the images in ${config.dataDir}/images to ${bucket.location}`);
    const counts = await copyImagesToBucket(config.dataDir, bucket).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Stopped: ${reason}. Run the command again to go on where it stopped.`);
      return undefined;
    });
    if (!counts) return 1;
    console.log(
      `Copied ${counts.copied} files; ${counts.alreadyThere} were in the bucket already; ` +
        `${counts.leftAlone} other files left alone.`,
    );
    return 0;
  } finally {
    await bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/**
 * npm runs workspace scripts inside apps/api; INIT_CWD is where the person typed the command, so a
 * relative DATA_DIR means the same directory for `npm start`, `npm run dev` and `npm run admin`.
 */
function launchDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
