import os from 'node:os';
import { parseArgs } from 'node:util';
import { givenOrEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { benchClaims } from './claims/claims-bench.ts';
import { printClaimsReport } from './claims/claims-report.ts';
import { benchFnol } from './fnol/fnol-bench.ts';
import { printFnolReport } from './fnol/fnol-bench-report.ts';
import { benchLogin } from './login/login-bench.ts';
import { printLoginReport } from './login/login-report.ts';
import { benchMarketplace } from './marketplace/marketplace-bench.ts';
import { printMarketplaceReport } from './marketplace/marketplace-report.ts';
import { benchMix, DEFAULT_RATES } from './mix/mix-bench.ts';
import { printMixReport } from './mix/mix-report.ts';
import { RATIO_FLOORS } from './ratio-verdict.ts';
import { benchNotifications } from './realtime/notifications-bench.ts';
import { printNotificationsReport } from './realtime/notifications-report.ts';

/**
 * `npm run bench`: the benchmarks, each row judged by its ratio to a baseline measured just before it
 * in the same run (bench/ratio-verdict.ts: ≥ 80% for a read, ≥ 50% for a write); absolute figures and
 * the issues' absolute targets print as information and never count. On the embedded PostgreSQL the
 * product starts by default, or on the server named by BENCH_DATABASE_URL. `-- --seconds 10` measures
 * each endpoint longer; `-- --keep` keeps the database (with BENCH_DATABASE_URL) to look at query plans;
 * `-- --only notifications` runs one suite (claims, marketplace, fnol, notifications, login, mix). The
 * notifications suite needs Redis (REDIS_URL, default the machine's 127.0.0.1:6379).
 *
 * The day's mix (issue 28, bench/mix/) runs only when asked, `-- --only mix`: it takes longer than the
 * rest together (seeding, steps of `--seconds` each from 10/s up, a ceiling per class). `--seconds` is each step's
 * length there (10 for a proper run); `--claims 1000000` runs it over a million claims (a benchmark, not
 * CI); `--rates 200,400,800` chooses the steps; `--explain` prints the list queries' plans.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    claims: { type: 'string', default: '100000' },
    rates: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const runs = (suite: string) => !values.only || values.only === suite;
const seconds = Number(values.seconds);

const database = await givenOrEmbeddedPostgres(process.env.BENCH_DATABASE_URL, 'bench');
const serverUrl = database.url;

try {
  console.log(`Fixline benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model}`);
  const where = process.env.BENCH_DATABASE_URL ? new URL(serverUrl).host : 'embedded';
  console.log(`PostgreSQL: ${where}; ${seconds} s per endpoint, 32 connections`);
  console.log(
    `Verdicts: each row's throughput as a share of its baseline's, measured just before it: at least ${RATIO_FLOORS.read * 100}% for a read, ${RATIO_FLOORS.write * 100}% for a write. Lines marked info are not judged.\n`,
  );
  let failures = 0;
  if (runs('claims')) failures += printClaimsReport(await benchClaims(serverUrl, seconds, values.keep));
  if (runs('marketplace')) failures += printMarketplaceReport(await benchMarketplace(serverUrl, seconds, values.keep));
  if (runs('fnol')) failures += printFnolReport(await benchFnol(serverUrl, seconds, values.keep));
  if (runs('notifications')) {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    failures += printNotificationsReport(await benchNotifications(serverUrl, redisUrl));
  }
  if (runs('login')) failures += printLoginReport(await benchLogin(serverUrl));
  if (values.only === 'mix') {
    const rates = values.rates ? values.rates.split(',').map(Number) : DEFAULT_RATES;
    const options = { seconds, claims: Number(values.claims), rates, explain: values.explain, keep: values.keep };
    failures += printMixReport(await benchMix(serverUrl, options));
  }
  process.exitCode = failures > 0 ? 1 : 0;
} finally {
  await database.stop();
}
