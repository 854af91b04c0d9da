/** `npm run bench`: the server's benchmarks (kept out of `npm test`: they take minutes). */
import { readExportBenchOptions, runExportBench } from './export';

runExportBench(readExportBenchOptions(process.env)).then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
