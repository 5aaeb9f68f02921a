/** The run: every route in turn, a batch of plans at a time, stopping cleanly on SIGINT/SIGTERM. */
import path from 'node:path';
import fc from 'fast-check';
import { adminAuthHeader } from '../../apps/api/src/test/app';
import { batchSeed, newStats, send } from './checks';
import { planArb } from './plans';
import { printCauses, printExamples, printHeader, printRow, writeReport } from './report';
import { buildRequest, type Session } from './requests';
import { readRoutes } from './routes';
import { emptyPools, makeFixtures, reseed } from './seed';
import { BATCH, DB_LABEL, PER_ROUTE, REPORT_FILE, ROOT, SEED } from './settings';
import { openTarget } from './target';
import type { Route, RouteStats } from './types';

let stopping = false;

async function fuzzRoute(
  session: Session,
  auth: Record<string, string>,
  route: Route,
): Promise<RouteStats> {
  const stats = newStats(route);
  const started = performance.now();
  for (let done = 0, batch = 0; done < PER_ROUTE && !stopping; batch += 1) {
    await reseed(session.app, auth, session.pools, session.fixtures);
    const numRuns = Math.min(BATCH, PER_ROUTE - done);
    const plans = fc.sample(planArb(route, session.pools), {
      seed: batchSeed(route, batch),
      numRuns,
    });
    for (const plan of plans) {
      if (stopping) break;
      await send(session, buildRequest(route, plan, session), stats);
    }
    done += numRuns;
  }
  stats.seconds = Math.round(performance.now() - started) / 1000;
  return stats;
}

export async function main() {
  const started = Date.now();
  const fixtures = await makeFixtures();
  const target = await openTarget();
  const onSignal = () => {
    console.log('\nStopping after the current request; the partial report follows.');
    stopping = true;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const all: RouteStats[] = [];
  try {
    // The admin token comes first: fuzzing the sign-in route may lock the admin's address out.
    const auth = await adminAuthHeader(target.app);
    const session: Session = {
      ...target,
      pools: emptyPools(),
      fixtures,
      adminToken: auth.authorization,
    };
    const routes = await readRoutes(target.app);
    console.log(
      `fuzz: ${routes.length} routes × ${PER_ROUTE} requests on ${DB_LABEL} (${target.databaseName}), ` +
        `seed ${SEED} (FUZZ_SEED=${SEED} replays this run)\n`,
    );
    printHeader();
    for (const route of routes) {
      if (stopping) break;
      const stats = await fuzzRoute(session, auth, route);
      all.push(stats);
      printRow(stats);
    }
  } finally {
    await target.close();
  }

  const causes = all.flatMap((s) => [...s.causes.values()]).sort((a, b) => b.count - a.count);
  printExamples(
    'First 5xx answers per route (replay with the request shown):',
    all,
    (s) => s.serverErrorExamples,
  );
  printCauses(causes);
  printExamples(
    'First error answers without a JSON `message` per route:',
    all,
    (s) => s.badBodyExamples,
  );
  const seconds = (Date.now() - started) / 1000;
  const totals = writeReport(all, causes, {
    database: DB_LABEL,
    seed: SEED,
    perRoute: PER_ROUTE,
    seconds,
    finishedAt: new Date().toISOString(),
  });
  if (totals.injectErrors > 0)
    console.log(
      `\n${totals.injectErrors} requests could not be sent (inject threw); see the examples.`,
    );
  console.log(`\nReport: ${path.relative(ROOT, REPORT_FILE)} (${seconds.toFixed(1)} s)`);
  console.log(
    `fuzz: ${totals.requests} requests over ${totals.routes} routes, 5xx: ${totals.serverErrors}, ` +
      `error bodies without message: ${totals.badErrorBodies}`,
  );
}
