import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { CurrentUser, LoginOutcome, ServiceDetail } from '@shared/api';
import { ROLE_NAMES, ROLES } from '@shared/constants';
import type { RoleName } from '@shared/constants';
import { homeRoute, pageTitle, routeByName, routePath } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startDevHostProcess } from '../scripts/dev-host/dev-host-process';
import type { DevHostProcess } from '../scripts/dev-host/dev-host-process';
import { BROWSER_BUILD_DIR, REPO_ROOT } from '../scripts/dev-host/paths';
import { resolveInside } from '../scripts/dev-host/static-files';
import { buildBrowserRenderer } from '../scripts/dev-host/renderer-build';
import browserConfig from '../vite.browser.config';
import { median, positiveInteger, verdict } from './report';
import { PROBE_SCRIPT } from './ui-probes';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  NoDemoRecord,
  routeChunks,
  routeParams,
  routesOpenTo,
  subdomainOf,
} from './ui-routes';
import type { WalkContext } from './ui-routes';

export interface UiBenchOptions {
  /** Cold loads of the login page and of the baseline page, alternately. */
  rounds: number;
  /** Sign-ins per role. */
  signInRounds: number;
  /** Visits of each route per role (each after a reload, so its data is not cached). */
  routeRounds: number;
  roles: RoleName[];
  /** Only these routes (names of the route table), or all. */
  routes: string[] | null;
  build: boolean;
  /** A reference server already running with the demo data (default: the dev host starts one on PGlite). */
  apiUrl: string | undefined;
}

/**
 * BENCH_UI_ROUNDS (cold loads of the login page, default 9), BENCH_UI_SIGN_IN_ROUNDS (per role,
 * default 5), BENCH_UI_ROUTE_ROUNDS (per route and role, default 3), BENCH_UI_ROLES
 * (master,client,store,group), BENCH_UI_ROUTES (route names; default every route),
 * BENCH_UI_SKIP_BUILD=1 to time out/renderer-browser as it is, BENCH_UI_API_URL to use a reference
 * server already running with the demo data (e.g. on PostgreSQL: `npm run server -- --demo`).
 */
export function readUiBenchOptions(env: NodeJS.ProcessEnv): UiBenchOptions {
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean) ?? null;
  const roleNames = Object.values(ROLE_NAMES);
  const roles = (list(env.BENCH_UI_ROLES) ?? roleNames) as RoleName[];
  const unknown = roles.filter((role) => !roleNames.includes(role));
  if (unknown.length > 0)
    throw new Error(`BENCH_UI_ROLES: no role ${unknown.join(', ')} (${roleNames.join(', ')})`);
  return {
    rounds: positiveInteger(env.BENCH_UI_ROUNDS, 9),
    signInRounds: positiveInteger(env.BENCH_UI_SIGN_IN_ROUNDS, 5),
    routeRounds: positiveInteger(env.BENCH_UI_ROUTE_ROUNDS, 3),
    roles,
    routes: list(env.BENCH_UI_ROUTES),
    build: env.BENCH_UI_SKIP_BUILD !== '1',
    apiUrl: env.BENCH_UI_API_URL || undefined,
  };
}

/** A route that opens a record of a kind the role has none of in the demo data (the store's shop has no EC payments). */
const NO_RECORD = Symbol('no record in the demo data');

/**
 * Issue 29's targets are milliseconds on an otherwise idle machine; the machines the bench runs on
 * are shared and noisy, so it judges each as a ratio to the baseline page's time to a usable form
 * measured in the same run. On the idle 2-core machine that page is usable after
 * IDLE_BASELINE_MS, so each target in ms is that many times the baseline (docs/benchmarks.md).
 */
const IDLE_BASELINE_MS = 160;
const TARGET_FORM_MS = 300;
const TARGET_SIGN_IN_MS = 500;
const TARGET_ROUTE_MS = 200;
const targetRatio = (targetMs: number) => targetMs / IDLE_BASELINE_MS;
/**
 * JavaScript and CSS before the login form: the bytes the page loads and parses (decoded, as the
 * desktop app reads them from its files and the dev host serves them), the issue's own measure.
 * What a compressing web server would transfer (gzip) is printed beside them.
 */
const TARGET_FORM_BYTES = 350 * 1024;
const READY_TIMEOUT_MS = 15_000;

interface LoadedFile {
  url: string;
  bytes: number;
}

interface FormSample {
  ms: number;
  files: LoadedFile[];
  lastStart: number;
}

interface CallTiming {
  channel: string;
  start: number;
  ms: number | null;
}

interface ReadySample {
  ms: number;
  error: string | null;
  calls: CallTiming[];
}

/**
 * The console's speed as a user meets it (issue 29), in Chromium through the browser dev host
 * with its reference server and demo data, on the renderer built from the sources:
 * - the login form: time from navigation to a usable form, cold (a new browser context each
 *   time), and the JavaScript and CSS fetched before it;
 * - sign-in: from pressing ログイン to the landing screen's content, for each role;
 * - every route of the route table, for each role that may open it: time from navigation to the
 *   screen's content, its code loaded beforehand and its data not (the page is reloaded before
 *   each visit, so nothing of the screen's is cached).
 * "Content" is the route's path and title, no loader or progress bar, no bridge call of the screen
 * still waiting (images excepted), and text on the screen, for two frames in a row. Each figure
 * is a median, printed with its ratio to the baseline page's time to a usable form (the same
 * build and host serving one Mantine form and nothing else), measured alternately with the login.
 */
export async function runUiBench(options: UiBenchOptions): Promise<boolean> {
  console.log(
    'UI: the console in Chromium through the browser dev host (demo data, reference server on PGlite)',
  );
  if (options.build) {
    console.log('  building the browser renderer (out/renderer-browser)...');
    await buildBrowserRenderer();
  }
  await buildBaselinePage();
  // The dev host's own reference server with fresh demo data, unless BENCH_UI_API_URL names one.
  const { CONSOLE_API_URL: _ignored, ...env } = process.env;
  const host = await startDevHostProcess(
    [],
    options.apiUrl ? { ...env, CONSOLE_API_URL: options.apiUrl } : env,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const bench = new UiBench(browser, host);
    await bench.logOut();
    const login = await bench.loginFigure(options.rounds);
    const signInPassed = await bench.signInFigures(options, login.baselineMs);
    const routesPassed = await bench.routeFigures(options, login.baselineMs);
    console.log(`  load average at the end: ${loadAverage()}`);
    return login.passed && signInPassed && routesPassed;
  } finally {
    await browser.close();
    await host.stop();
  }
}

type ProbeGlobal = {
  __bench?: Record<string, unknown> & { usableAt: number | null; bridgeReady(): boolean };
};

const BASELINE_DIR = 'bench-baseline';

/**
 * The baseline page (src-renderer/bench-baseline.tsx) with the browser build's own settings, in
 * a build of its own beside it: in the same build it would share chunks with the console and
 * change how the console's code is split.
 */
async function buildBaselinePage(): Promise<void> {
  const { build } = await import('vite');
  await build({
    ...browserConfig,
    configFile: false,
    logLevel: 'warn',
    build: {
      ...browserConfig.build,
      outDir: path.join(BROWSER_BUILD_DIR, BASELINE_DIR),
      emptyOutDir: true,
      manifest: false,
      rollupOptions: {
        input: { benchBaseline: path.join(REPO_ROOT, 'src-renderer', 'bench-baseline.html') },
      },
    },
  });
}

/** Calls a function of the page's probe (ui-probes.ts). */
function probe<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([name, values]) =>
      ((globalThis as ProbeGlobal).__bench![name] as (...a: unknown[]) => unknown)(...values),
    [method, args] as const,
  ) as Promise<T>;
}

/** (A predicate function, not a string: the page's policy refuses eval.) */
const formUsable = (page: Page) =>
  page.waitForFunction(() => ((globalThis as ProbeGlobal).__bench?.usableAt ?? null) !== null);
const bridgeReady = (page: Page) =>
  page.waitForFunction(() => (globalThis as ProbeGlobal).__bench?.bridgeReady() === true);

interface Expected {
  path: string;
  title: string;
}

interface Landing extends Expected {
  route: RouteName;
}

type CallResultOf<T> = { ok: true; data: T } | { ok: false; error: { message: string } };

class UiBench {
  private readonly landings = new Map<RoleName, Landing>();

  constructor(
    private readonly browser: Browser,
    private readonly host: DevHostProcess,
  ) {}

  private url(hashPath: string, page = ''): string {
    const url = new URL(this.host.url);
    url.pathname = `/${page}`;
    url.hash = hashPath;
    return url.toString();
  }

  private async withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    const context = await this.browser.newContext({
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport: { width: 1366, height: 800 },
    });
    try {
      await context.addInitScript(PROBE_SCRIPT);
      return await use(await context.newPage());
    } finally {
      await context.close();
    }
  }

  private async openLogin(page: Page): Promise<void> {
    await page.goto(this.url('/login'));
    await bridgeReady(page);
  }

  /** The dev host keeps one session, as the desktop app does. */
  async logOut(): Promise<void> {
    await this.withPage(async (page) => {
      await this.openLogin(page);
      await probe(page, 'invoke', 'session.logout', undefined);
    });
  }

  private coldForm(url: string): Promise<FormSample> {
    return this.withPage(async (page) => {
      await page.goto(url);
      await formUsable(page);
      return probe<FormSample>(page, 'formReport');
    });
  }

  /** Cold loads of the login page and the baseline page, alternately. */
  async loginFigure(rounds: number): Promise<{ baselineMs: number; passed: boolean }> {
    const login: FormSample[] = [];
    const baseline: FormSample[] = [];
    const loginUrl = this.url('/login');
    const baselineUrl = this.url('', `${BASELINE_DIR}/bench-baseline.html`);
    await this.coldForm(loginUrl);
    await this.coldForm(baselineUrl);
    for (let round = 0; round < rounds; round += 1) {
      login.push(await this.coldForm(loginUrl));
      baseline.push(await this.coldForm(baselineUrl));
    }
    const baselineMs = median(baseline.map((sample) => sample.ms));
    const loginMs = median(login.map((sample) => sample.ms));
    const loginBytes = loadedBytes(login);
    const baselineBytes = loadedBytes(baseline);
    const timeOk = loginMs / baselineMs <= targetRatio(TARGET_FORM_MS);
    const bytesOk = loginBytes.raw <= TARGET_FORM_BYTES;
    const times = login.map((sample) => sample.ms);
    console.log('');
    console.log(`  login form, cold (median of ${rounds}, a new browser context each time)`);
    const baselineTimes = baseline.map((sample) => sample.ms);
    console.log(
      `    baseline page (one Mantine form): usable after ${ms(baselineMs)} (${ms(Math.min(...baselineTimes))}–${ms(Math.max(...baselineTimes))}), ${describeBytes(baselineBytes)}`,
    );
    console.log(
      `    login usable after ${ms(loginMs)} (${ratio(loginMs, baselineMs)}; ${ms(Math.min(...times))}–${ms(Math.max(...times))}) ` +
        `— target ≤ ${targetLabel(TARGET_FORM_MS)}: ${verdict(timeOk)}`,
    );
    console.log(
      `    before it: ${describeBytes(loginBytes)}, the last one requested at ${ms(median(login.map((sample) => sample.lastStart)))} ` +
        `— target ≤ ${kb(TARGET_FORM_BYTES)} as loaded: ${verdict(bytesOk)}`,
    );
    console.log(
      `      ${loginBytes.files.map((file) => `${file.name} ${kb(file.raw)} (${kb(file.gzip)} gzip)`).join(', ')}`,
    );
    return { baselineMs, passed: timeOk && bytesOk };
  }

  /** From pressing ログイン to the landing screen's content, each role in turn. */
  async signInFigures(options: UiBenchOptions, baselineMs: number): Promise<boolean> {
    console.log('');
    console.log(`  sign-in to the landing screen's content (median of ${options.signInRounds} per role)`);
    let passed = true;
    for (const role of options.roles) {
      const landing = await this.landingOf(role);
      const samples: ReadySample[] = [];
      for (let round = 0; round < options.signInRounds; round += 1)
        samples.push(await this.signIn(role, landing));
      const figure = summarise(samples);
      const ok = figure.error === null && figure.ms / baselineMs <= targetRatio(TARGET_SIGN_IN_MS);
      passed &&= ok;
      console.log(
        `    ${role.padEnd(6)} to ${landing.path}: ${figure.error ? `ERROR ${figure.error}` : `${ms(figure.ms)} (${ratio(figure.ms, baselineMs)})`} ` +
          `— target ≤ ${targetLabel(TARGET_SIGN_IN_MS)}: ${verdict(ok)}  ${describeCalls(figure.calls)}`,
      );
    }
    return passed;
  }

  private async signIn(role: RoleName, landing: Landing): Promise<ReadySample> {
    await this.logOut();
    return this.withPage(async (page) => {
      await page.goto(this.url('/login'));
      await formUsable(page);
      // As while a user types: what the page fetches after showing the form has arrived.
      await page.waitForLoadState('networkidle');
      await page.locator('input[name=email]').fill(DEMO_ACCOUNTS[role]);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      return probe<ReadySample>(page, 'signIn', landing, READY_TIMEOUT_MS);
    });
  }

  /** Where a role lands (the console's own rule, homeRoute, for the role's demo user). */
  private async landingOf(role: RoleName): Promise<Landing> {
    if (!this.landings.has(role)) {
      await this.logOut();
      await this.withPage((page) => this.apiSignIn(page, role));
    }
    return this.landings.get(role)!;
  }

  private async apiSignIn(page: Page, role: RoleName): Promise<CurrentUser> {
    await this.openLogin(page);
    const result = await probe<CallResultOf<LoginOutcome>>(page, 'invoke', 'session.login', {
      email: DEMO_ACCOUNTS[role],
      password: DEMO_PASSWORD,
    });
    if (!result.ok) throw new Error(`signing in as ${role}: ${result.error.message}`);
    // The demo accounts have no second step (issue 28).
    if (result.data.kind !== 'signedIn')
      throw new Error(`signing in as ${role}: a second step was asked for`);
    const user = result.data.user;
    const landing = homeRoute(user);
    this.landings.set(role, {
      route: landing.name,
      path: routePath(landing.name, landing.params),
      title: pageTitle(routeByName(landing.name).title),
    });
    return user;
  }

  /** Every route of the table, as each role that may open it. */
  async routeFigures(options: UiBenchOptions, baselineMs: number): Promise<boolean> {
    console.log('');
    console.log(
      `  each route's content after navigation, its code loaded and its data not (median of ${options.routeRounds} per route and role; target ≤ ${targetLabel(TARGET_ROUTE_MS)} each)`,
    );
    const chunks = routeChunks(REPO_ROOT, BROWSER_BUILD_DIR);
    const storeShopId = await this.storeShopId();
    const rows: { route: string; role: RoleName; figure: ReadySample; ok: boolean }[] = [];
    const unmeasured: string[] = [];
    for (const role of options.roles) {
      await this.logOut();
      await this.withPage(async (page) => {
        const walk = await this.walkContext(page, role, storeShopId);
        const routes = routesOpenTo(walk).filter(
          (route) => !options.routes || options.routes.includes(route.name),
        );
        for (const route of routes) {
          const figure = await this.timeRoute(page, walk, route, chunks, options.routeRounds);
          if (figure === NO_RECORD) {
            unmeasured.push(`${route.name} (${role})`);
            console.log(
              `    ${`${route.name} (${role})`.padEnd(38)} not measured: no such record for ${role} in the demo data`,
            );
            continue;
          }
          const ok = figure.error === null && figure.ms / baselineMs <= targetRatio(TARGET_ROUTE_MS);
          rows.push({ route: route.name, role, figure, ok });
          const time = figure.error
            ? `ERROR ${figure.error}`
            : `${ms(figure.ms).padStart(7)} (${ratio(figure.ms, baselineMs)})`;
          console.log(
            `    ${`${route.name} (${role})`.padEnd(38)} ${time}  ${verdict(ok)}  ${describeCalls(figure.calls)}`,
          );
        }
      });
    }
    const failed = rows.filter((row) => !row.ok);
    const slowest = [...rows].sort((a, b) => b.figure.ms - a.figure.ms).slice(0, 5);
    const within = rows.length - failed.length;
    const middle = median(rows.map((row) => row.figure.ms));
    console.log(
      `    ${rows.length} routes by role: ${within} within ${targetRatio(TARGET_ROUTE_MS).toFixed(2)}× baseline, ${failed.length} not; ` +
        `median ${ms(middle)} (${ratio(middle, baselineMs)}) — ${verdict(failed.length === 0)}`,
    );
    if (unmeasured.length > 0)
      console.log(`    not measured (no record in the demo data): ${unmeasured.join(', ')}`);
    console.log(
      `    slowest: ${slowest.map((row) => `${row.route} (${row.role}) ${ms(row.figure.ms)}`).join(', ')}`,
    );
    return failed.length === 0;
  }

  /** The demo store's own shop: head office opens its contracts, products and store page. */
  private async storeShopId(): Promise<number> {
    await this.logOut();
    const user = await this.withPage((page) => this.apiSignIn(page, 'store'));
    if (!user.shop) throw new Error('the demo store user has no shop');
    return user.shop.id;
  }

  private async walkContext(page: Page, role: RoleName, storeShopId: number): Promise<WalkContext> {
    const user = await this.apiSignIn(page, role);
    const invoke = async (channel: string, payload: unknown) => {
      const result = await probe<CallResultOf<unknown>>(page, 'invoke', channel, payload);
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
      return result.data;
    };
    const subdomain = subdomainOf(user);
    // As the console finds it (session/serviceInView.ts): the account's own service, or head office's by its id.
    const serviceId =
      user.service?.id ??
      (
        (await invoke('lookups.services', { noPaginate: true })) as {
          data: { id: number; subdomain: string }[];
        }
      ).data.find((candidate) => candidate.subdomain === subdomain)?.id;
    if (serviceId === undefined) throw new Error(`no service ${subdomain} for ${role}`);
    const service = (await invoke('services.get', { id: serviceId })) as ServiceDetail;
    const role_ = ROLES.find((value) => ROLE_NAMES[value] === role)!;
    return { role: role_, user, service, subdomain, storeShopId, invoke };
  }

  private async timeRoute(
    page: Page,
    walk: WalkContext,
    route: RouteDefinition,
    chunks: Map<string, string>,
    rounds: number,
  ): Promise<ReadySample | typeof NO_RECORD> {
    let params: Record<string, string | number>;
    try {
      params = await routeParams(route, walk);
    } catch (error) {
      if (error instanceof NoDemoRecord) return NO_RECORD;
      throw error;
    }
    // `/` leads to the role's landing screen.
    const landing = route.name === 'root' ? this.landings.get(ROLE_NAMES[walk.role])! : null;
    const target = landing ? '/' : routePath(route.name as RouteName, params);
    const expected = landing ?? { path: target, title: pageTitle(route.title) };
    const chunk = chunks.get(landing?.route ?? route.name);
    // Visits start on the account screen (or, for that one, on the landing screen).
    const start =
      route.name === 'accountUser'
        ? this.landings.get(ROLE_NAMES[walk.role])!
        : { path: routePath('accountUser'), title: pageTitle(routeByName('accountUser').title) };
    const samples: ReadySample[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // A fresh page: nothing of the route's data is cached.
      await page.goto('about:blank');
      await page.goto(this.url(start.path));
      await bridgeReady(page);
      const opened = await probe<ReadySample>(page, 'whenShown', start, READY_TIMEOUT_MS);
      if (opened.error) return { ...opened, error: `the start screen ${start.path}: ${opened.error}` };
      if (chunk) await probe(page, 'loadModule', new URL(chunk, this.url('')).toString());
      samples.push(await probe<ReadySample>(page, 'navigate', target, expected, READY_TIMEOUT_MS));
    }
    return summarise(samples);
  }
}

/** The median sample; an error in any sample is the figure's error. */
function summarise(samples: ReadySample[]): ReadySample {
  const failed = samples.find((sample) => sample.error !== null);
  if (failed) return failed;
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  return { ...middle, ms: median(samples.map((sample) => sample.ms)) };
}

/** The calls of a sample in the order they started, `channel @start +duration`. */
function describeCalls(calls: CallTiming[]): string {
  if (calls.length === 0) return '';
  return `[${calls
    .map(
      (call) => `${call.channel} @${Math.round(call.start)}+${call.ms === null ? '?' : Math.round(call.ms)}`,
    )
    .join(', ')}]`;
}

interface FileBytes {
  name: string;
  raw: number;
  gzip: number;
}

const gzipSizes = new Map<string, number>();

/** What a compressing web server would send for a file of the build (zlib's default level). */
function gzipSize(url: string): number {
  const file = resolveInside(BROWSER_BUILD_DIR, new URL(url).pathname);
  if (!file) throw new Error(`${url} is not a file of the build`);
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file)!;
}

/** The files of the median sample by size (the same files every cold load), loaded and gzipped. */
function loadedBytes(samples: FormSample[]): { raw: number; gzip: number; files: FileBytes[] } {
  const total = (sample: FormSample) => sample.files.reduce((sum, file) => sum + file.bytes, 0);
  const sorted = [...samples].sort((a, b) => total(a) - total(b));
  const sample = sorted[Math.floor(sorted.length / 2)]!;
  const files = sample.files
    .map((file) => ({
      name: path.basename(new URL(file.url).pathname),
      raw: file.bytes,
      gzip: gzipSize(file.url),
    }))
    .sort((a, b) => b.raw - a.raw);
  return {
    raw: total(sample),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    files,
  };
}

const describeBytes = (bytes: { raw: number; gzip: number; files: unknown[] }) =>
  `${kb(bytes.raw)} JS+CSS as loaded (${kb(bytes.gzip)} gzip) in ${bytes.files.length} files`;

/** A target as the bench judges it: its ratio to the baseline, with the ms it is on an idle machine. */
const targetLabel = (targetMs: number) =>
  `${targetRatio(targetMs).toFixed(2)}× baseline (${targetMs} ms at the idle baseline's ${IDLE_BASELINE_MS} ms)`;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}× baseline`;
