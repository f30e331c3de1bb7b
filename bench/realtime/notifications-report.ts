import type { NotificationsBenchResult } from './notifications-bench.ts';

const P95_TARGET_MS = 100;

/** The figures and the target; answers how many checks missed. */
export function printNotificationsReport(result: NotificationsBenchResult): number {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nNotifications: ${result.sockets} sockets on two nodes (Redis Streams), ${result.events} status changes through node A\n`,
  );
  console.log('| delivered / expected | unexpected | p50 | p95 | p99 | HTTP answer p50 | first arrival p50 |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${result.delivered} / ${result.expected} | ${result.unexpected} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.answerP50)} | ${ms(result.firstArrivalP50)} |`,
  );
  const checks: [string, boolean][] = [
    [`every expected recipient, once: ${result.delivered} of ${result.expected}`, result.delivered === result.expected],
    [`nothing to anyone else: ${result.unexpected}`, result.unexpected === 0],
    [`p95 ${ms(result.p95)} ≤ ${P95_TARGET_MS} ms`, result.p95 <= P95_TARGET_MS],
  ];
  console.log('');
  for (const [check, ok] of checks) console.log(`${(ok ? 'ok' : 'MISSED').padEnd(6)} ${check}`);
  return checks.filter(([, ok]) => !ok).length;
}
