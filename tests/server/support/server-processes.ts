import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `npm run server` in a process of its own: what an operator runs N of. */
export interface ServerProcess {
  pid: number;
  /** Base URL of its API, including /api/v1. */
  url: string;
  /** SIGKILL: the process dies at once, as on a crash or an out-of-memory kill. */
  kill(): Promise<void>;
  /** What it wrote to stderr, for a failure's message. */
  errors(): string;
}

const CLI = fileURLToPath(new URL('../../../src-server/cli.ts', import.meta.url));
const LISTENING = /listening at (\S+)/;

/**
 * Starts src-server/cli.ts under tsx with the given environment (on top of this process's, on a
 * free loopback port) and answers once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => fail(new Error(`the server did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}`));
    };
    const exitedEarly = (code: number | null) =>
      fail(new Error(`the server exited (code ${code}) before listening`));
    child.once('exit', exitedEarly);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const url = LISTENING.exec(stdout)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve(serverProcess(child, url, exited, () => stderr));
    });
  });
}

function serverProcess(
  child: ChildProcess,
  url: string,
  exited: Promise<void>,
  errors: () => string,
): ServerProcess {
  return {
    pid: child.pid ?? 0,
    url,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    errors,
  };
}

/** The process of a worker id (`host:pid:...`, see JobWorker and PushWorker), among `processes`. */
export function processOf(
  workerId: string | null,
  processes: readonly ServerProcess[],
): ServerProcess | null {
  const pid = Number(workerId?.split(':')[1]);
  return processes.find((candidate) => candidate.pid === pid) ?? null;
}

/**
 * Polls `check` until it answers something other than undefined, or fails once `deadline`
 * (Date.now() based) has passed, saying what was awaited.
 */
export async function pollUntil<T>(
  what: string,
  deadline: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
