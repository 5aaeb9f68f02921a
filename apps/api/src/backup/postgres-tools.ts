/**
 * The PostgreSQL client tools a backup and a restore run (pg_dump, pg_restore), with the password kept
 * off their command lines.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL client tool to run: its arguments, and what its environment adds. */
export interface PostgresCommand {
  tool: 'pg_dump' | 'pg_restore';
  args: string[];
  env: Record<string, string>;
}

/**
 * The database URL without its password, and the password apart: a command line is readable by every
 * local user (ps, /proc/<pid>/cmdline), a process's environment only by its own user. libpq reads
 * PGPASSWORD when the URL has none. (A password may also be a `password=` query parameter.)
 */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password
    ? decodeURIComponent(url.password)
    : (url.searchParams.get('password') ?? undefined);
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), password };
}

function postgresCommand(
  tool: PostgresCommand['tool'],
  databaseUrl: string,
  args: (url: string) => string[],
): PostgresCommand {
  const { url, password } = splitPassword(databaseUrl);
  return { tool, args: args(url), env: password === undefined ? {} : { PGPASSWORD: password } };
}

/** pg_dump of the snapshot the backup's transaction exported, in the custom format, into `file`. */
export function pgDumpCommand(
  databaseUrl: string,
  snapshot: string,
  file: string,
): PostgresCommand {
  return postgresCommand('pg_dump', databaseUrl, (url) => [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--snapshot=${snapshot}`,
    `--file=${file}`,
    url,
  ]);
}

export function pgRestoreCommand(databaseUrl: string, dump: string): PostgresCommand {
  return postgresCommand('pg_restore', databaseUrl, (url) => [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    `--dbname=${url}`,
    dump,
  ]);
}

export function runPostgres(command: PostgresCommand) {
  // The tools need the rest of the environment (PATH, PGSSLROOTCERT …) as it is.
  return run(command.tool, command.args, { env: { ...process.env, ...command.env } });
}
