/** `npm run bench`: the server's benchmarks (kept out of `npm test`: they take minutes). */
import { readContractBenchOptions, runContractBench } from './contracts';
import { readExportBenchOptions, runExportBench } from './export';

/** BENCH_SUITE: `export`, `contracts`, or both (default). */
const suite = process.env.BENCH_SUITE ?? 'all';

async function runBenches(): Promise<boolean> {
  let passed = true;
  if (suite === 'all' || suite === 'export')
    passed = (await runExportBench(readExportBenchOptions(process.env))) && passed;
  if (suite === 'all' || suite === 'contracts') {
    passed = (await runContractBench(readContractBenchOptions(process.env))) && passed;
  }
  return passed;
}

runBenches().then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
