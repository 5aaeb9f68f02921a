/**
 * The server as production starts it: the real entry point (src/server.ts) in its own process, with every
 * secret given and a DATA_DIR that does not exist yet. Embedded database only: that is where DATA_DIR
 * holds the data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test/app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

interface RunningServer {
  child: ChildProcess;
  url: string;
  port: number;
  exited: Promise<number | null>;
}

/** Starts src/server.ts and resolves once it logs the address it listens on. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listen line in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], port: Number(match[2]), exited });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

async function modesUnder(dir: string): Promise<{ path: string; mode: number; dir: boolean }[]> {
  const found = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full);
    found.push({ path: full, mode: info.mode & 0o777, dir: info.isDirectory() });
  }
  return found;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('the production start', () => {
  let root: string;
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-start-'));
    dataDir = path.join(root, 'does', 'not', 'exist', 'yet');
    server = await startServer({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      REQUEST_TIMEOUT_SECONDS: '1',
    });
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await rm(root, { recursive: true, force: true });
  });

  it('starts with JWT_SECRET set and a DATA_DIR that does not exist yet', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const signIn = await fetch(`${server.url}/api/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(signIn.status).toBe(200);
  });

  it('keeps DATA_DIR private: folders 0700, files 0600', async () => {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const entries = await modesUnder(dataDir);
    expect(entries.length).toBeGreaterThan(100);
    const loose = entries.filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600));
    expect(loose).toEqual([]);
  });

  it('cuts off a client that trickles its request body', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(
          'POST /api/contact/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        );
        timer = setInterval(() => socket.write('{'), 200);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      const done = () => {
        clearInterval(timer);
        resolve(received);
      };
      socket.on('close', done);
      socket.on('error', done);
      setTimeout(() => socket.destroy(), 15_000);
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
