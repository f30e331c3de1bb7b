import os from 'node:os';
import { info, printVerdicts, ratioVerdict, verdict } from '../ratio-verdict.ts';
import { ANSWERS_TO_JUDGE } from './knee.ts';
import { KNEE_P95_MS, type MixBenchResult, type MixStep } from './mix-bench.ts';
import { CLASSES, type EndpointClass, KIND_OF, LIST_CLASSES, MIX } from './mix-model.ts';
import { saturated } from './saturation.ts';

/** Issue 28's absolute targets, printed for information only (docs/performance.md: a ratio is the verdict). */
const KNEE_RATE_TARGET = 1500;
const LIST_P95_AT_HALF_MS = 25;
const NOTIFICATION_P99_MS = 100;

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
const perSecond = (value: number) => `${value.toFixed(0)}/s`;

function stepRow(step: MixStep) {
  const slowest = CLASSES.reduce((worst, c) =>
    (step.byClass[c].p95 || 0) > (step.byClass[worst].p95 || 0) ? c : worst,
  );
  const s = step.saturation;
  return `| ${step.rate}/s | ${perSecond(step.throughput)} | ${ms(step.overall.p50)} | ${ms(step.overall.p95)} | ${ms(step.overall.p99)} | ${step.overall.errors} | ${slowest} ${ms(step.byClass[slowest].p95)} | ${ms(step.notifications.p95)} / ${ms(step.notifications.p99)} (${step.notifications.requests}) | ${s.nodeCpu.toFixed(0)}% | ${ms(step.eventLoopDelay.p99)} / ${ms(step.eventLoopDelay.max)} | ${s.postgresCpu.toFixed(0)}% | ${s.generatorCpu.toFixed(0)}% | ${s.machineBusy.toFixed(0)}% | ${s.lockWaitsMean.toFixed(1)} / ${s.lockWaitsMax} | ${ms(step.worstDispatchLag)} |`;
}

/** The figures as Markdown tables (pasted into docs/performance.md), then the verdicts; answers how many were missed. */
export function printMixReport(result: MixBenchResult): number {
  const cores = os.cpus().length;
  console.log(
    `\nThe day's mix: ${result.claims.toLocaleString('en-GB')} claims, ${result.organisations} organisations, ${result.people} signed-in people, ${result.sockets} sockets listening; seeded in ${result.seedSeconds.toFixed(0)} s; open-loop Poisson arrivals, ${result.steps[0]?.seconds ?? 0} s a step, latency from each request's scheduled time\n`,
  );
  console.log(
    '| offered | answered | p50 | p95 | p99 | errors | slowest class p95 | notification p95 / p99 (deliveries) | node CPU | node event loop late by p99 / max | PostgreSQL CPU | load generator CPU | machine busy | lock waits mean / max | generator late by, at worst |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const step of result.steps) console.log(stepRow(step));
  if (result.half && !result.steps.includes(result.half)) console.log(stepRow(result.half));
  console.log(
    "\nCPU as % of one core (node is one thread: 100% is its event loop full); machine busy as % of all its cores; PostgreSQL's CPU is every postgres process on the machine. 'Node event loop late by': how long what was ready in the server (a request, a socket's message) waited behind what held its one thread. 'Generator late by': how late the load generator sent a request after its scheduled time (counted in the latencies).",
  );

  const { knee } = result;
  const at = knee.held;
  console.log(
    `\nA class's p95 counts at a step once it has ${ANSWERS_TO_JUDGE} answers there; the rarer classes count from the rate that brings them.`,
  );
  if (at) {
    console.log(
      `Knee: ${at.rate}/s offered (${perSecond(at.throughput)} answered) is the highest step where every class's p95 ≤ ${KNEE_P95_MS} ms.`,
    );
  } else
    console.log(
      `Knee: below the first step (${result.steps[0]?.rate}/s): some class's p95 was over ${KNEE_P95_MS} ms there.`,
    );
  const crossed = knee.crossed ? result.steps.find((s) => s.rate === knee.crossed?.rate) : undefined;
  if (crossed) {
    console.log(
      `Crossed at ${crossed.rate}/s by ${knee.crossedBy.map((c) => `${c} (${ms(crossed.byClass[c as EndpointClass].p95)})`).join(', ')}.`,
    );
    console.log(`What saturated there: ${saturated(crossed.saturation, cores)}.`);
  } else console.log('No step crossed the line: the knee is above the highest step run.');

  // Below the first step, the lowest step's figures stand in, named as such.
  const kneeStep = (at ? result.steps.find((s) => s.rate === at.rate) : undefined) ?? result.steps[0];
  const where = at ? 'at the knee' : 'at the lowest step (none held)';
  const ceilingOf = new Map(result.ceilings.map((row) => [row.endpoint, row]));
  console.log(
    `\nEach class ${where} (${kneeStep?.rate ?? '—'}/s), beside its ceiling: the class alone through the app and the same SQL bare, each closed loop at 32 connections for ${result.ceilingSeconds} s in this run\n`,
  );
  console.log(
    '| class | share | requests/s | p50 | p95 | p99 | errors | alone | bare ceiling (what it runs) | × ceiling |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const entry of MIX) {
    const figures = kneeStep?.byClass[entry.name];
    const row = ceilingOf.get(entry.name);
    const rate = figures && kneeStep ? figures.requests / kneeStep.seconds : Number.NaN;
    console.log(
      `| ${entry.name} | ${entry.share}% | ${figures ? perSecond(rate) : '—'} | ${ms(figures?.p50 ?? Number.NaN)} | ${ms(figures?.p95 ?? Number.NaN)} | ${ms(figures?.p99 ?? Number.NaN)} | ${figures?.errors ?? '—'} | ${row ? `${perSecond(row.alone.requestsPerSecond)} (${row.alone.errors} errors)` : '—'} | ${row ? `${perSecond(row.bare.requestsPerSecond)}${row.bare.errors ? ` (${row.bare.errors} errors)` : ''}: ${row.bareWhat}` : '—'} | ${row ? `${(row.ratio * 100).toFixed(0)}%` : '—'} |`,
    );
  }
  const unjudged = MIX.filter((entry) => (kneeStep?.byClass[entry.name]?.requests ?? 0) < ANSWERS_TO_JUDGE);
  if (kneeStep)
    console.log(
      `| **all** | 100% | ${perSecond(kneeStep.throughput)} | ${ms(kneeStep.overall.p50)} | ${ms(kneeStep.overall.p95)} | ${ms(kneeStep.overall.p99)} | ${kneeStep.overall.errors} | | | |`,
    );
  if (unjudged.length > 0)
    console.log(
      `\nToo few answers at this step to judge their p95 (under ${ANSWERS_TO_JUDGE}): ${unjudged.map((entry) => entry.name).join(', ')}.`,
    );

  const half = result.half;
  if (half) {
    console.log(`\nLists at half the knee (${half.rate}/s offered, ${perSecond(half.throughput)} answered)\n`);
    console.log('| list | p50 | p95 | p99 |');
    console.log('|---|---:|---:|---:|');
    for (const c of LIST_CLASSES)
      console.log(`| ${c} | ${ms(half.byClass[c].p50)} | ${ms(half.byClass[c].p95)} | ${ms(half.byClass[c].p99)} |`);
  }

  if (result.errorSamples.length > 0) {
    console.log('\nThe first errors:');
    for (const sample of result.errorSamples) console.log(`- ${sample}`);
  }

  const upToKnee = result.steps.filter((s) => !at || s.rate <= at.rate);
  // Each class alone through the app against its own operation bare, both closed loop in this run.
  const verdicts = [
    ...result.ceilings.map((row) =>
      ratioVerdict({
        name: `${row.endpoint} alone`,
        kind: KIND_OF[row.endpoint],
        measured: row.alone.requestsPerSecond,
        baseline: row.bare.requestsPerSecond,
        // Its own operation, as the ceiling server runs it: `listClaims bare`, `placeBid bare`.
        baselineName: `${row.bareWhat.split(',')[0]} bare`,
      }),
    ),
    verdict(
      upToKnee.every((s) => s.overall.errors === 0),
      `no errors up to the knee: ${upToKnee.reduce((sum, s) => sum + s.overall.errors, 0)}`,
    ),
  ];
  const notJudged = 'not judged, docs/performance.md';
  const information = [
    info(
      `the knee, where a class's p95 crosses ${KNEE_P95_MS} ms: ${knee.crossed ? `crossed at ${knee.crossed.rate}/s` : 'no step run crossed it'}`,
    ),
    info(
      `at the knee the mix sustains ${at ? perSecond(at.throughput) : 'nothing'} (issue 28 asked ≥ ${KNEE_RATE_TARGET}/s; ${notJudged})`,
    ),
    ...LIST_CLASSES.map((c) =>
      info(
        `${c}: p95 at half the knee ${ms(half?.byClass[c].p95 ?? Number.NaN)} (issue 28 asked ≤ ${LIST_P95_AT_HALF_MS} ms; ${notJudged})`,
      ),
    ),
    info(
      `notification delivery ${where}: p99 ${ms(kneeStep?.notifications.p99 ?? Number.NaN)}, ${kneeStep?.notifications.requests ?? 0} deliveries (issue 28 asked ≤ ${NOTIFICATION_P99_MS} ms; ${notJudged})`,
    ),
  ];
  const missed = printVerdicts(verdicts, information);
  if (result.claims !== 100_000)
    console.log(
      `(At ${result.claims.toLocaleString('en-GB')} claims: compare each p95 with a 100,000-claim run's; the target is at most 1.5 ×.)`,
    );

  if (result.plans.length > 0) {
    console.log('\nQuery plans of the list classes (EXPLAIN (ANALYZE, BUFFERS), the slowest first)\n');
    for (const plan of [...result.plans].sort((a, b) => b.executionMs - a.executionMs)) {
      console.log(
        `#### ${plan.name}: ${ms(plan.executionMs)}\n\n\`\`\`sql\n${plan.sql}\n\`\`\`\n\n\`\`\`\n${plan.plan}\n\`\`\`\n`,
      );
    }
  }
  return missed;
}
