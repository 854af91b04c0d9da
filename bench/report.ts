import { megabytes } from './memory';

/** A size from the environment (`1_000_000` and `1000000` alike), or the default. */
export function positiveInteger(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`expected a positive integer, got "${value}"`);
  return number;
}

export const mb = (bytes: number) => `${megabytes(bytes).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const milliseconds = (ms: number) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
export const count = (value: number) => Math.round(value).toLocaleString('en');

/** The median of some timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds `run` takes. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: Awaited<T> }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/**
 * The median time of `run` and of `baseline` over `rounds` rounds, alternating them so noise
 * from the other engineers' work on the machine falls on both alike; after one warm-up of each.
 */
export async function compareMedians<A, B>(
  rounds: number,
  run: () => Promise<A>,
  baseline: () => Promise<B>,
): Promise<{ ms: number; baselineMs: number; value: Awaited<A>; baselineValue: Awaited<B> }> {
  let value = await run();
  let baselineValue = await baseline();
  const times: number[] = [];
  const baselineTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const measured = await timed(run);
    const bare = await timed(baseline);
    times.push(measured.ms);
    baselineTimes.push(bare.ms);
    value = measured.value;
    baselineValue = bare.value;
  }
  return { ms: median(times), baselineMs: median(baselineTimes), value, baselineValue };
}
