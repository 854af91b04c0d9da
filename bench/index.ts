/** `npm run bench`: the server's benchmarks (kept out of `npm test`: they take minutes). BENCH_ONLY=export|customers runs one. */
import { readCustomerBenchOptions, runCustomerBench } from './customers';
import { readExportBenchOptions, runExportBench } from './export';

async function main(): Promise<boolean> {
  const only = process.env.BENCH_ONLY;
  let passed = true;
  if (!only || only === 'export')
    passed = (await runExportBench(readExportBenchOptions(process.env))) && passed;
  if (!only || only === 'customers')
    passed = (await runCustomerBench(readCustomerBenchOptions(process.env))) && passed;
  return passed;
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
