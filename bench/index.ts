/**
 * `npm run bench`: the benchmarks (kept out of `npm test`: they take minutes). Every figure runs
 * in turn; BENCH_ONLY=payments,api (names below) or `npm run bench -- ui` picks some.
 */
import { readApiBenchOptions, runApiBench } from './api';
import { readAuditBenchOptions, runAuditBench } from './audit';
import { readContractBenchOptions, runContractBench } from './contracts';
import { readCustomerBenchOptions, runCustomerBench } from './customers';
import { readExportBenchOptions, runExportBench } from './export';
import { readJournalBenchOptions, runJournalBench } from './journal';
import { readPaymentBenchOptions, runPaymentBench } from './payments';
import { readXlsxBenchOptions, runXlsxBench } from './xlsx';
import { readUiBenchOptions, runUiBench } from './ui';

/** Each bench answers whether it met its targets, or null when it was skipped. */
const BENCHES: Record<string, (env: NodeJS.ProcessEnv) => Promise<boolean | null>> = {
  export: (env) => runExportBench(readExportBenchOptions(env)),
  payments: (env) => runPaymentBench(readPaymentBenchOptions(env)),
  api: (env) => runApiBench(readApiBenchOptions(env)),
  contracts: (env) => runContractBench(readContractBenchOptions(env)),
  customers: (env) => runCustomerBench(readCustomerBenchOptions(env)),
  xlsx: (env) => runXlsxBench(readXlsxBenchOptions(env)),
  journal: (env) => runJournalBench(readJournalBenchOptions(env)),
  audit: (env) => runAuditBench(readAuditBenchOptions(env)),
  ui: (env) => runUiBench(readUiBenchOptions(env)),
};

function selected(env: NodeJS.ProcessEnv, args: readonly string[]): string[] {
  const only = (args.length > 0 ? args.join(',') : (env.BENCH_ONLY ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY: no bench named ${unknown.join(', ')} (there are ${Object.keys(BENCHES).join(', ')})`,
    );
  }
  return only.length > 0 ? only : Object.keys(BENCHES);
}

async function main(): Promise<boolean> {
  const results: [string, boolean | null][] = [];
  for (const name of selected(process.env, process.argv.slice(2))) {
    console.log('');
    const bench = BENCHES[name];
    if (bench) results.push([name, await bench(process.env)]);
  }
  console.log('');
  console.log(
    `SUMMARY: ${results.map(([name, ok]) => `${name} ${ok === null ? 'SKIPPED' : ok ? 'PASS' : 'FAIL'}`).join(', ')}`,
  );
  return results.every(([, ok]) => ok !== false);
}

main().then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
