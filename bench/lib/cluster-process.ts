/**
 * The private PostgreSQL cluster (apps/api/src/test/private-postgres.ts) driven from a process of its
 * own. The helper waits for pg_ctl synchronously; run in the bench's process, a stop or a start would
 * stall the clients being measured for a second or more and lengthen the request times it prints.
 * Here the bench sends one word per line (stop, start, freeze, thaw) and gets a line back when it is
 * done; when the bench's end of the pipe closes, for whatever reason, the cluster is destroyed.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startPrivatePostgres } from '../../apps/api/src/test/private-postgres';

const COMMANDS = ['stop', 'start', 'freeze', 'thaw'] as const;
type Command = (typeof COMMANDS)[number];

export interface ClusterProcess {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  destroy(): Promise<void>;
}

/** Starts the controller (this file, run with the bench's own loader) and its cluster. */
export async function startClusterProcess(): Promise<ClusterProcess> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  lines.on('line', (line) => waiting.shift()?.(line));
  void exited.then(() => {
    for (const resolve of waiting.splice(0)) resolve('error: the cluster process ended');
  });
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const answer = async (pending: Promise<string>) => {
    const line = await pending;
    if (line.startsWith('error')) throw new Error(`private PostgreSQL: ${line}`);
    return line;
  };
  const url = await answer(nextLine());
  const command = (name: Command) => async () => {
    const pending = nextLine();
    child.stdin.write(`${name}\n`);
    await answer(pending);
  };
  return {
    url,
    stop: command('stop'),
    start: command('start'),
    freeze: command('freeze'),
    thaw: command('thaw'),
    async destroy() {
      child.stdin.end();
      await exited;
    },
  };
}

async function serve() {
  // Ctrl-C reaches the whole process group: the cluster is destroyed when the bench's pipe closes.
  process.on('SIGINT', () => undefined);
  const cluster = await startPrivatePostgres().catch((error: unknown) => {
    process.stdout.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  process.stdout.write(`${cluster.url}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    const name = line.trim() as Command;
    try {
      if (!COMMANDS.includes(name)) throw new Error(`unknown command ${line}`);
      cluster[name]();
      process.stdout.write(`done ${name}\n`);
    } catch (error) {
      process.stdout.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  cluster.destroy();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
