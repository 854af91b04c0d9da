import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customerListResponseSchema, pushWriteResponseSchema } from '@shared/api';
import {
  API_BASE_PATH,
  MESSAGE_TYPE,
  PUSH_STATE,
  PUSH_TARGET,
  ROLE_MASTER,
  SEND_TIMING,
} from '@shared/constants';
import { buildApp } from '../src-server/app';
import { issueToken } from '../src-server/platform/auth/session';
import { keywordGrams } from '../src-server/modules/customers/search';
import type { Database } from '../src-server/platform/db/client';
import { services, users } from '../src-server/platform/db/schema';
import { pushNotifications, pushTemplates } from '../src-server/modules/customers/schema-push';
import { rawRows } from '../src-server/platform/db/raw-select';
import { databasePushSender } from '../src-server/modules/customers/push/sender';
import type { PushSender } from '../src-server/modules/customers/push/sender';
import { DEFAULT_PUSH_SETTINGS } from '../src-server/modules/customers/push/settings';
import { PushWorker } from '../src-server/modules/customers/push/worker';
import { newId } from '../src-server/platform/jobs/ids';
import { DEFAULT_SETTINGS, systemClock } from '../src-server/platform/settings';
import { openBenchDatabase } from './database';
import { MemoryPeak, megabytes } from './memory';

export interface CustomerBenchOptions {
  databaseUrl: string | undefined;
  customers: number;
  /** Device tokens per customer. */
  tokensPerCustomer: number;
  searches: number;
  batchSize: number;
}

/** BENCH_DATABASE_URL, BENCH_CUSTOMERS (default 1,000,000; two device tokens each), BENCH_PUSH_BATCH (default the server's). */
export function readCustomerBenchOptions(env: NodeJS.ProcessEnv): CustomerBenchOptions {
  const number = (value: string | undefined, fallback: number) => {
    if (!value) return fallback;
    const parsed = Number(value.replaceAll('_', ''));
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`expected a positive integer, got "${value}"`);
    return parsed;
  };
  return {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    customers: number(env.BENCH_CUSTOMERS, 1_000_000),
    tokensPerCustomer: 2,
    searches: number(env.BENCH_SEARCHES, 30),
    batchSize: number(env.BENCH_PUSH_BATCH, DEFAULT_PUSH_SETTINGS.batchSize),
  };
}

const TARGET_SEARCH_RATIO = 2;
const TARGET_DELIVERIES_PER_SECOND = 50_000;
const TARGET_MEMORY_MB = 256;
const FAMILY = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山田',
  '佐々木',
  '山口',
  '松本',
  '井上',
  '木村',
  '林',
  '斎藤',
  '清水',
  '山崎',
  '森',
  '池田',
  '橋本',
  '阿部',
  '石川',
  '前田',
  '藤田',
  '小川',
  '岡田',
  '長谷川',
  '村上',
  '近藤',
  '石井',
  '坂本',
  '遠藤',
  '青木',
  '藤井',
  '西村',
  '福田',
  '太田',
  '三浦',
  '藤原',
  '岡本',
  '松田',
  '中川',
  '中野',
  '原田',
  '小野',
  '田村',
  '竹内',
  '金子',
  '和田',
  '中山',
  '石田',
  '上田',
  '森田',
  '原',
  '柴田',
  '酒井',
  '工藤',
  '横山',
  '宮崎',
  '宮本',
];
const FAMILY_KANA = [
  'サトウ',
  'スズキ',
  'タカハシ',
  'タナカ',
  'イトウ',
  'ワタナベ',
  'ヤマモト',
  'ナカムラ',
  'コバヤシ',
  'カトウ',
  'ヨシダ',
  'ヤマダ',
  'ササキ',
  'ヤマグチ',
  'マツモト',
  'イノウエ',
  'キムラ',
  'ハヤシ',
  'サイトウ',
  'シミズ',
  'ヤマザキ',
  'モリ',
  'イケダ',
  'ハシモト',
  'アベ',
  'イシカワ',
  'マエダ',
  'フジタ',
  'オガワ',
  'オカダ',
  'ハセガワ',
  'ムラカミ',
  'コンドウ',
  'イシイ',
  'サカモト',
  'エンドウ',
  'アオキ',
  'フジイ',
  'ニシムラ',
  'フクダ',
  'オオタ',
  'ミウラ',
  'フジワラ',
  'オカモト',
  'マツダ',
  'ナカガワ',
  'ナカノ',
  'ハラダ',
  'オノ',
  'タムラ',
  'タケウチ',
  'カネコ',
  'ワダ',
  'ナカヤマ',
  'イシダ',
  'ウエダ',
  'モリタ',
  'ハラ',
  'シバタ',
  'サカイ',
  'クドウ',
  'ヨコヤマ',
  'ミヤザキ',
  'ミヤモト',
];
const GIVEN = [
  '美咲',
  '大翔',
  '結衣',
  '蓮',
  '陽菜',
  '悠真',
  'さくら',
  '湊',
  '真央',
  '健太',
  '彩',
  '翔太',
  '葵',
  '拓海',
  '凛',
  '直樹',
  '優子',
  '大輔',
  '恵',
  '誠',
  '由美',
  '和也',
  '千尋',
  '亮',
  '明美',
  '隆',
  '奈々',
  '翼',
  '舞',
  '陽斗',
  '芽依',
  '悠人',
  '莉子',
  '颯太',
  '杏',
  '樹',
  '心春',
  '律',
  '紬',
  '朝陽',
];
const GIVEN_KANA = [
  'ミサキ',
  'ヒロト',
  'ユイ',
  'レン',
  'ヒナ',
  'ユウマ',
  'サクラ',
  'ミナト',
  'マオ',
  'ケンタ',
  'アヤ',
  'ショウタ',
  'アオイ',
  'タクミ',
  'リン',
  'ナオキ',
  'ユウコ',
  'ダイスケ',
  'メグミ',
  'マコト',
  'ユミ',
  'カズヤ',
  'チヒロ',
  'リョウ',
  'アケミ',
  'タカシ',
  'ナナ',
  'ツバサ',
  'マイ',
  'ハルト',
  'メイ',
  'ユウト',
  'リコ',
  'ソウタ',
  'アン',
  'イツキ',
  'コハル',
  'リツ',
  'ツムギ',
  'アサヒ',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/** A service of `count` customers (64 family × 40 given names) and their device tokens, made by the database. */
async function createData(db: Database, options: CustomerBenchOptions) {
  const tag = newId().slice(0, 8);
  const [service] = await db
    .insert(services)
    .values({ name: `顧客ベンチ ${tag}`, subdomain: `bench-customers-${tag}`, enableCustomerSetting: 1 })
    .returning({ id: services.id });
  const serviceId = service!.id;
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-customers-${tag}@bench.example`,
      passwordHash: 'not-a-login',
      role: ROLE_MASTER,
      nameSei: '計測',
      nameMei: '花子',
    })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into customers (service_id, name_sei, name_mei, name_sei_kana, name_mei_kana, mobile_phone, regist_date, updated_at)
    select ${serviceId}, f[1 + (i * 7) % ${FAMILY.length}], g[1 + (i * 13) % ${GIVEN.length}],
           fk[1 + (i * 7) % ${FAMILY.length}], gk[1 + (i * 13) % ${GIVEN.length}],
           '0' || (7 + i % 3) || '0' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
           now() - (i % 400000) * interval '1 minute', now()
    from generate_series(1, ${options.customers}) as i,
         (select ${textArray(FAMILY)} as f, ${textArray(GIVEN)} as g, ${textArray(FAMILY_KANA)} as fk, ${textArray(GIVEN_KANA)} as gk) as names`);
  await db.execute(sql`
    insert into customer_device_tokens (service_id, customer_id, token, platform)
    select ${serviceId}, c.id, 'bench-' || c.id || '-' || d || '-' || md5(c.id::text || d::text), 1 + d % 2
    from customers c, generate_series(1, ${options.tokensPerCustomer}) as d
    where c.service_id = ${serviceId}`);
  // As a live table is (autovacuum): otherwise the push, the first to read every token row,
  // would also be the one to write their hint bits.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze customer_device_tokens`);
  return { serviceId, userId: user!.id, subdomain: `bench-customers-${tag}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The customer list's name search and a push to all, against bare SQL; answers whether the targets were met. */
export async function runCustomerBench(options: CustomerBenchOptions): Promise<boolean> {
  const database = await openBenchDatabase(options.databaseUrl);
  const { db } = database;
  const tokens = options.customers * options.tokensPerCustomer;
  console.log(
    `Customers: ${options.customers.toLocaleString('en')} customers, ${tokens.toLocaleString('en')} device tokens on ${database.description}`,
  );
  const started = Date.now();
  const data = await createData(db, options);
  console.log(`  data generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({
    db,
    pushes: { worker: false, settings: { batchSize: options.batchSize } },
    jobs: { worker: false },
  });
  try {
    const { accessToken } = await issueToken(
      { db, clock: systemClock, settings: DEFAULT_SETTINGS },
      data.userId,
    );
    const firstPageOk = await benchFirstPage(app, db, data, accessToken, options);
    const searchOk = await benchSearch(app, db, data, accessToken, options);
    const pushOk = await benchPush(app, db, data, accessToken, options, tokens);
    return firstPageOk && searchOk && pushOk;
  } finally {
    await app.close();
    await db.execute(
      sql`delete from push_deliveries where push_id in (select id from push_notifications where service_id = ${data.serviceId})`,
    );
    await db.delete(services).where(eq(services.id, data.serviceId));
    await db.delete(users).where(eq(users.id, data.userId));
    await database.close();
  }
}

/** Median times of a list page from the endpoint and by hand, taken in turns; and the last total. */
async function timeListPage(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string,
  rounds: number,
  query: (round: number) => string,
  byHand: (round: number) => Promise<void>,
): Promise<{ endpoint: number; bare: number; total: number }> {
  const endpoint: number[] = [];
  const bare: number[] = [];
  let total = 0;
  for (let round = 0; round < rounds; round += 1) {
    const t0 = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: query(round),
      headers: { authorization: `Bearer ${token}` },
    });
    endpoint.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`list answered ${response.statusCode}: ${response.body}`);
    total = customerListResponseSchema.parse(response.json()).meta.total;
    const t1 = performance.now();
    await byHand(round);
    bare.push(performance.now() - t1);
  }
  return { endpoint: median(endpoint), bare: median(bare), total };
}

/**
 * The list as it opens: the first 15 of every customer, newest first. It must read 15 entries of
 * the (service, registDate DESC NULLS LAST, id) index, not sort a million rows.
 */
async function benchFirstPage(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  data: { serviceId: number; subdomain: string },
  token: string,
  options: CustomerBenchOptions,
): Promise<boolean> {
  const timed = await timeListPage(
    app,
    token,
    options.searches,
    () => `${API_BASE_PATH}/${data.subdomain}/customers?page=1&limit=15`,
    () =>
      bareListPage(
        db,
        sql`c.service_id = ${data.serviceId}`,
        sql`c.regist_date desc nulls last, c.id desc nulls last`,
      ),
  );
  const ratio = timed.endpoint / timed.bare;
  console.log(
    `  first page of 15, newest first: endpoint ${ms(timed.endpoint)}, bare SQL ${ms(timed.bare)} (median of ${options.searches}); ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_SEARCH_RATIO})`,
  );
  return ratio <= TARGET_SEARCH_RATIO;
}

async function benchSearch(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  data: { serviceId: number; subdomain: string },
  token: string,
  options: CustomerBenchOptions,
): Promise<boolean> {
  const keywords = ['長谷川', 'ハセガワ', '山田美咲', 'ミナト', '藤原', 'コハル'];
  const keyword = (round: number) => keywords[round % keywords.length]!;
  const timed = await timeListPage(
    app,
    token,
    options.searches,
    (round) =>
      `${API_BASE_PATH}/${data.subdomain}/customers?page=1&limit=15&name=${encodeURIComponent(keyword(round))}`,
    (round) => bareSearch(db, data.serviceId, keyword(round)),
  );
  const ratio = timed.endpoint / timed.bare;
  const [plan] = await rawRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain select id from customers where name_grams @> ${sql.raw(`array['${keywordGrams(data.serviceId, '長谷川').join("','")}']`)} order by regist_date desc, id desc limit 15`,
  );
  console.log(
    `  name search, page of 15 (last: ${timed.total.toLocaleString('en')} matches): endpoint ${ms(timed.endpoint)}, bare SQL ${ms(timed.bare)} (median of ${options.searches}); ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_SEARCH_RATIO})`,
  );
  console.log(`  plan: ${plan?.['QUERY PLAN'] ?? '?'}`);
  return ratio <= TARGET_SEARCH_RATIO;
}

/** The list's two statements for a name keyword, written out by hand, run as the endpoint runs them (together). */
async function bareSearch(db: Database, serviceId: number, keyword: string): Promise<void> {
  const grams = sql.raw(`array['${keywordGrams(serviceId, keyword).join("','")}']::text[]`);
  const pattern = `%${keyword}%`;
  const where = sql`c.service_id = ${serviceId} and c.name_grams @> ${grams}
    and (c.name_sei || c.name_mei like ${pattern} or c.name_sei_kana || c.name_mei_kana like ${pattern})`;
  await bareListPage(db, where, sql`c.regist_date desc, c.id desc`);
}

/** The list's two statements, a page and its count, written out by hand and run together as the endpoint runs them. */
async function bareListPage(db: Database, where: SQL, order: SQL): Promise<void> {
  await Promise.all([
    db.execute(sql`select c.id, c.name_sei, c.name_mei, c.name_sei_kana, c.name_mei_kana, c.mobile_phone, c.home_phone,
        l.mail_address, l.id, (select count(*)::int from customer_device_tokens t where t.customer_id = c.id),
        c.regist_date, c.updated_at
      from customers c left join customer_linked_accounts l on l.customer_id = c.id
      where ${where} order by ${order} limit 15`),
    db.execute(sql`select count(*) from customers c where ${where}`),
  ]);
}

/**
 * One push to all, sent by a worker of its own, timed from the claim to 送信済み; then checked:
 * every device token has its delivery row, and the push counts every one delivered.
 */
async function sendToAll(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  data: { serviceId: number; subdomain: string },
  token: string,
  templateId: number,
  sender: PushSender,
  batchSize: number,
  tokens: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${data.subdomain}/push-notifications`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      templateId,
      pushMessage: '全員へのお知らせ',
      sendTiming: SEND_TIMING.IMMEDIATELY,
      target: PUSH_TARGET.ALL,
    },
  });
  if (response.statusCode !== 201) throw new Error(`push answered ${response.statusCode}: ${response.body}`);
  const pushId = pushWriteResponseSchema.parse(response.json()).data.id;
  const worker = new PushWorker({
    db,
    clock: systemClock,
    settings: { ...DEFAULT_PUSH_SETTINGS, batchSize },
    sender,
    log: { warn: console.warn, error: console.error },
  });
  global.gc?.();
  const before = megabytes(process.memoryUsage().rss);
  const peak = new MemoryPeak();
  peak.start();
  const t0 = performance.now();
  await worker.drain();
  const seconds = (performance.now() - t0) / 1000;
  peak.stop();
  const [push] = await db.select().from(pushNotifications).where(eq(pushNotifications.id, pushId));
  if (push?.state !== PUSH_STATE.SENT || push.deliveredCount !== tokens)
    throw new Error(`push ended ${push?.state} with ${push?.deliveredCount} of ${tokens}`);
  const [recorded] = await rawRows<{ n: number; devices: number }>(
    db,
    sql`select count(*)::int as n, count(distinct device_token_id)::int as devices from push_deliveries where push_id = ${pushId}`,
  );
  if (recorded?.n !== tokens || recorded.devices !== tokens)
    throw new Error(
      `push ${pushId} recorded ${recorded?.n} deliveries to ${recorded?.devices} devices, not ${tokens}`,
    );
  return { seconds, rate: tokens / seconds, before, peak: megabytes(peak.rss) };
}

async function benchPush(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  data: { serviceId: number; subdomain: string },
  token: string,
  options: CustomerBenchOptions,
  tokens: number,
): Promise<boolean> {
  const [template] = await db
    .insert(pushTemplates)
    .values({
      serviceId: data.serviceId,
      kind: MESSAGE_TYPE.NEWS,
      name: 'ベンチ',
      title: 'ベンチ',
      content: '本文',
      pushMessage: '全員へのお知らせ',
    })
    .returning({ id: pushTemplates.id });
  const send = (sender: PushSender) =>
    sendToAll(app, db, data, token, template!.id, sender, options.batchSize, tokens);
  const stored = await send(databasePushSender);
  console.log(
    `  push to all: ${tokens.toLocaleString('en')} deliveries expanded and recorded in ${stored.seconds.toFixed(1)} s = ${Math.round(stored.rate).toLocaleString('en')}/s (target ≥ ${TARGET_DELIVERIES_PER_SECOND.toLocaleString('en')}); batches of ${options.batchSize.toLocaleString('en')}; process RSS peak ${stored.peak.toFixed(0)} MB (${stored.before.toFixed(0)} MB before it; target < ${TARGET_MEMORY_MB})`,
  );
  // FCM's path, without the network: the worker reads every token and hands it over.
  let handed = 0;
  const withTokens = await send({
    name: 'tokens-only',
    needsTargets: true,
    send: async (_message, targets) => {
      handed += targets.length;
      return { failed: [] };
    },
  });
  if (handed !== tokens) throw new Error(`the sender was handed ${handed} tokens, not ${tokens}`);
  console.log(
    `  the same with every token read and handed to a sender that needs them (FCM's path, no network): ${withTokens.seconds.toFixed(1)} s = ${Math.round(withTokens.rate).toLocaleString('en')}/s, RSS peak ${withTokens.peak.toFixed(0)} MB (printed, no target)`,
  );
  return stored.rate >= TARGET_DELIVERIES_PER_SECOND && stored.peak < TARGET_MEMORY_MB;
}
