/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, another port), for fault
 * tests that stop or freeze the server: the shared server on 5432 is never touched. As root, the
 * server's tools run as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** Fast shutdown: every connection is dropped, as in a crash or a restart. */
  stop(): void;
  /** SIGSTOP to the server and its backends: it keeps its connections and answers nothing. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 });
  };
  const root = mkdtempSync(path.join(tmpdir(), 'shop-private-pg-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  const pids = () => {
    const postmaster =
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    const children = execFileSync('pgrep', ['-P', postmaster]).toString().split('\n');
    return [postmaster, ...children].filter((pid) => /^\d+$/.test(pid.trim()));
  };
  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    // The postmaster first, so that it forks no new backend while the others are being stopped.
    const [postmaster, ...children] = pids();
    process.kill(Number(postmaster), name);
    for (const pid of children) {
      try {
        process.kill(Number(pid), name);
      } catch {
        // a backend that ended after pgrep listed it
      }
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy() {
      // Each step on its own: a failed thaw must not leave the server running without its folder.
      try {
        signal('SIGCONT');
      } catch {
        // not running
      }
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
