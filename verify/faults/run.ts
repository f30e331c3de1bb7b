import { parseArgs } from 'node:util';
import { type VerifyRow, writeVerifyRows } from '../checks.ts';
import { embeddedPostgresLifecycle } from './embedded-postgres-lifecycle.ts';
import { killUnderWrites } from './kill-under-writes.ts';
import { postgresRestart } from './postgres-restart.ts';
import { redisDown } from './redis-down.ts';
import { type RestartablePostgres, startRestartablePostgres } from './restartable-postgres.ts';

/**
 * The fault and durability checks of issue 7 section 4, run by `npm run verify` (check `faults`) or alone
 * with `npx tsx verify/faults/run.ts [--only <name>]`. Each check's row says what it proved; a check
 * that throws is a failed row with the reason.
 */
const SCENARIOS: {
  name: string;
  check: string;
  run: (postgres: RestartablePostgres) => Promise<VerifyRow | VerifyRow[]>;
}[] = [
  { name: 'kill', check: 'kill -9 under writes', run: (postgres) => killUnderWrites(postgres.url) },
  { name: 'postgres', check: 'PostgreSQL restart', run: postgresRestart },
  { name: 'redis', check: 'Redis down', run: redisDown },
  { name: 'embedded', check: 'embedded PostgreSQL after SIGKILL', run: () => embeddedPostgresLifecycle() },
];

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
const started = performance.now();
const postgres = await startRestartablePostgres();
const rows: VerifyRow[] = [];
try {
  for (const scenario of SCENARIOS.filter((s) => !values.only || values.only.includes(s.name))) {
    const began = performance.now();
    console.log(`faults: ${scenario.check} …`);
    try {
      rows.push(...[await scenario.run(postgres)].flat());
    } catch (error) {
      console.error(error);
      rows.push({ check: scenario.check, cases: 0, failures: 1, figure: `error: ${String(error).split('\n')[0]}` });
    } finally {
      await postgres.start();
    }
    console.log(`faults: ${scenario.check} done in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
} finally {
  await postgres.remove();
}
for (const row of rows) console.log(`${row.failures ? 'FAIL' : 'ok  '} ${row.check}: ${row.figure}`);
console.log(`faults: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
writeVerifyRows('faults', rows);
process.exitCode = rows.some((row) => row.failures > 0) ? 1 : 0;
