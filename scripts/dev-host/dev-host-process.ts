import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

const START_TIMEOUT_MS = 120_000;

export interface DevHostProcess {
  /** The page URL with the per-run token. */
  url: string;
  /** What the host printed (its API line among others). */
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the browser dev host exactly as a developer would (`npm run dev:browser`), on a free
 * port, with the given extra arguments and environment, and resolves once it prints its page.
 */
export async function startDevHostProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<DevHostProcess> {
  const host: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/dev-browser.ts', '--skip-build', '--port', '0', ...args],
    { stdio: ['pipe', 'pipe', 'pipe'], env },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev host did not start:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open:\s+(http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    host.stdout.on('data', read);
    host.stderr.on('data', read);
    host.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev host exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (host.exitCode !== null) return;
      const exited = new Promise((resolve) => host.once('exit', resolve));
      host.kill('SIGTERM');
      await exited;
    },
  };
}
