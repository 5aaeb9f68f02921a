/** The report: a row per route, the examples to replay, the causes, and the JSON file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { truncate } from './checks';
import { REPORT_FILE } from './settings';
import type { Cause, Example, RouteStats } from './types';

const histogramText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

export function printHeader() {
  console.log(
    `${'method'.padEnd(7)}${'path'.padEnd(38)}${'requests'.padStart(9)}${'5xx'.padStart(6)}` +
      `${'no msg'.padStart(8)}${'secs'.padStart(7)}  statuses`,
  );
}

export function printRow(stats: RouteStats) {
  console.log(
    `${stats.method.padEnd(7)}${stats.path.padEnd(38)}${String(stats.requests).padStart(9)}` +
      `${String(stats.serverErrors).padStart(6)}${String(stats.badErrorBodies).padStart(8)}` +
      `${stats.seconds.toFixed(1).padStart(7)}  ${histogramText(stats.statuses)}`,
  );
}

export function printExamples(
  title: string,
  all: RouteStats[],
  examplesOf: (s: RouteStats) => Example[],
) {
  const withExamples = all.filter((s) => examplesOf(s).length > 0);
  if (withExamples.length === 0) return;
  console.log(`\n${title}`);
  for (const stats of withExamples) {
    console.log(`\n  ${stats.method} ${stats.path}`);
    for (const example of examplesOf(stats)) {
      const { request } = example;
      console.log(`    → ${request.method} ${request.url} from ${request.remoteAddress}`);
      console.log(`      input:   ${example.note}`);
      console.log(`      headers: ${JSON.stringify(request.headers)}`);
      console.log(`      body:    ${JSON.stringify(request.body)}`);
      console.log(`      answer:  ${example.status} ${example.response}`);
      if (example.cause) console.log(`      logged:  ${example.cause}`);
    }
  }
}

export function printCauses(causes: Cause[]) {
  if (causes.length === 0) return;
  console.log('\nDistinct 5xx causes (route, logged error, count, sample inputs):');
  for (const cause of causes) {
    const { request } = cause.example;
    console.log(`\n  ${cause.route} × ${cause.count}\n    ${cause.cause}`);
    for (const input of cause.inputs) console.log(`    input: ${truncate(input, 200)}`);
    console.log(
      `    e.g.:  ${request.method} ${truncate(request.url, 100)} ${truncate(JSON.stringify(request.body), 200)}`,
    );
  }
}

export function writeReport(all: RouteStats[], causes: Cause[], meta: Record<string, unknown>) {
  const totals = {
    requests: sum(all, (s) => s.requests),
    routes: all.length,
    serverErrors: sum(all, (s) => s.serverErrors),
    badErrorBodies: sum(all, (s) => s.badErrorBodies),
    injectErrors: sum(all, (s) => s.injectErrors),
  };
  const routes = all.map(({ causes: routeCauses, ...rest }) => ({
    ...rest,
    causes: [...routeCauses.values()],
  }));
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify({ ...meta, totals, causes, routes }, null, 2)}\n`);
  return totals;
}

const sum = (all: RouteStats[], of: (s: RouteStats) => number) =>
  all.reduce((total, s) => total + of(s), 0);
