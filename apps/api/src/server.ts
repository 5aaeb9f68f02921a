/** Entry point: read the configuration, build the app, listen, and shut down cleanly on a signal. */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { PRIVATE_UMASK } from './data-dir';

// Everything the server writes (the database files above all) is readable by its own user only.
process.umask(PRIVATE_UMASK);

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env, launchDirectory());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = {
  level: config.logLevel,
  // Pretty lines for a person at a terminal; JSON lines for log collectors.
  ...(process.stdout.isTTY && hasPinoPretty()
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } }
    : {}),
};

const app = await buildApp(config, { logger }).catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    // A hung request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}

/**
 * npm runs workspace scripts inside apps/api; INIT_CWD is where the person typed the command, so a
 * relative DATA_DIR means the same directory for `npm start`, `npm run dev` and `npm run admin`.
 */
function launchDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** pino-pretty is a development dependency; a production install logs JSON even at a terminal. */
function hasPinoPretty(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
