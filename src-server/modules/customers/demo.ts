import { and, eq, sql } from 'drizzle-orm';
import {
  DEVICE_PLATFORM,
  LINK_OPEN_MODE,
  MESSAGE_TYPE,
  PUSH_STATE,
  PUSH_TARGET,
  ROLE_CLIENT,
  SEND_TIMING,
  TEMPLATE_PERIOD_TYPE,
  AUDIT_SECRET_VALUE,
  DEMO_CONSOLE_VERSION,
} from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay } from '@shared/datetime';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { pushNotifications, pushOutbox, pushTemplates } from './schema-push';
import { customerDeviceTokens, customerLinkedAccounts, customers } from './schema';
import { writeAuditLines } from '../../platform/audit/line';
import type { AuditActor } from '../../platform/audit/scope';
import type { CapturedRow } from '../../platform/audit/changes';
import { DAY_MS } from '../../platform/settings';

/** Family names: kanji, katakana, romaji (for the e-mail addresses). */
const FAMILY = [
  ['佐藤', 'サトウ', 'sato'],
  ['鈴木', 'スズキ', 'suzuki'],
  ['高橋', 'タカハシ', 'takahashi'],
  ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'],
  ['渡辺', 'ワタナベ', 'watanabe'],
  ['山本', 'ヤマモト', 'yamamoto'],
  ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'],
  ['加藤', 'カトウ', 'kato'],
  ['吉田', 'ヨシダ', 'yoshida'],
  ['山田', 'ヤマダ', 'yamada'],
  ['佐々木', 'ササキ', 'sasaki'],
  ['山口', 'ヤマグチ', 'yamaguchi'],
  ['松本', 'マツモト', 'matsumoto'],
  ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'],
  ['林', 'ハヤシ', 'hayashi'],
  ['斎藤', 'サイトウ', 'saito'],
  ['清水', 'シミズ', 'shimizu'],
  ['山崎', 'ヤマザキ', 'yamazaki'],
  ['森', 'モリ', 'mori'],
  ['池田', 'イケダ', 'ikeda'],
  ['橋本', 'ハシモト', 'hashimoto'],
  ['阿部', 'アベ', 'abe'],
  ['石川', 'イシカワ', 'ishikawa'],
  ['前田', 'マエダ', 'maeda'],
  ['藤田', 'フジタ', 'fujita'],
  ['小川', 'オガワ', 'ogawa'],
  ['岡田', 'オカダ', 'okada'],
  ['長谷川', 'ハセガワ', 'hasegawa'],
  ['村上', 'ムラカミ', 'murakami'],
  ['近藤', 'コンドウ', 'kondo'],
] as const;
const GIVEN = [
  ['美咲', 'ミサキ', 'misaki'],
  ['大翔', 'ヒロト', 'hiroto'],
  ['結衣', 'ユイ', 'yui'],
  ['蓮', 'レン', 'ren'],
  ['陽菜', 'ヒナ', 'hina'],
  ['悠真', 'ユウマ', 'yuma'],
  ['さくら', 'サクラ', 'sakura'],
  ['湊', 'ミナト', 'minato'],
  ['真央', 'マオ', 'mao'],
  ['健太', 'ケンタ', 'kenta'],
  ['彩', 'アヤ', 'aya'],
  ['翔太', 'ショウタ', 'shota'],
  ['葵', 'アオイ', 'aoi'],
  ['拓海', 'タクミ', 'takumi'],
  ['凛', 'リン', 'rin'],
  ['直樹', 'ナオキ', 'naoki'],
  ['優子', 'ユウコ', 'yuko'],
  ['大輔', 'ダイスケ', 'daisuke'],
  ['恵', 'メグミ', 'megumi'],
  ['誠', 'マコト', 'makoto'],
  ['由美', 'ユミ', 'yumi'],
  ['和也', 'カズヤ', 'kazuya'],
  ['千尋', 'チヒロ', 'chihiro'],
  ['亮', 'リョウ', 'ryo'],
  ['明美', 'アケミ', 'akemi'],
  ['隆', 'タカシ', 'takashi'],
  ['奈々', 'ナナ', 'nana'],
  ['翼', 'ツバサ', 'tsubasa'],
  ['舞', 'マイ', 'mai'],
] as const;
const MAIL_DOMAINS = ['example.com', 'example.jp', 'example.ne.jp', 'example.co.jp'] as const;

const COUPON_TEMPLATES = [
  [
    'ドリンク1杯無料',
    'お好きなドリンクを1杯無料でどうぞ',
    '会員証をご提示ください。',
    '他の割引との併用はできません。',
  ],
  [
    '誕生月ケーキ',
    'お誕生月の方にケーキを1つプレゼント',
    'お誕生月のご来店時に限ります。',
    'お一人様1回限りです。',
  ],
  [
    '雨の日10%オフ',
    '雨の日はお会計から10%OFF',
    '雨天の日のみご利用いただけます。',
    '天候は店舗の判断によります。',
  ],
  ['モーニング割', 'モーニングセットが100円引き', '朝11時までのご注文が対象です。', '一部店舗を除きます。'],
  [
    'ポイント2倍デー',
    '本日のお買い物はポイント2倍',
    'アプリの会員証をご提示ください。',
    '対象外の商品がございます。',
  ],
  [
    'タンブラー割',
    'マイタンブラーのご利用で30円引き',
    'ご持参のタンブラーでお渡しします。',
    'サイズによりお断りする場合があります。',
  ],
] as const;
const NEWS_TEMPLATES = [
  [
    '季節限定メニュー',
    '秋の季節限定メニューが登場しました',
    '栗とさつまいもを使った限定メニューを販売中です。',
  ],
  ['営業時間のお知らせ', '年末年始の営業時間のお知らせ', '12月31日と1月1日は休業いたします。'],
  ['新店舗オープン', '新しい店舗がオープンしました', 'オープン記念のキャンペーンを実施中です。'],
  ['アプリ更新', 'アプリを最新版に更新してください', '新しい会員証の画面をお使いいただけます。'],
  [
    'メンテナンス',
    'システムメンテナンスのお知らせ',
    'メンテナンス中はアプリの一部機能がご利用いただけません。',
  ],
  ['キャンペーン', '春のキャンペーンを開催します', '期間中のご来店でスタンプが2倍になります。'],
] as const;

export const DEMO_CUSTOMERS_PER_SERVICE = 320;
const TEMPLATES_PER_KIND = 42;
const DEMO_PUSHES = 46;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * The customers of a demo service with their linked accounts, phones and audit lines, and
 * the push templates and pushes sent from them (in every state). Set-based inserts: it runs on
 * every demo start and in the e2e.
 */
export async function seedDemoCustomers(db: Database, serviceId: number, now: Date): Promise<void> {
  const [client] = await db
    .select({ id: users.id, nameSei: users.nameSei, nameMei: users.nameMei, email: users.email })
    .from(users)
    .where(and(eq(users.serviceId, serviceId), eq(users.role, ROLE_CLIENT)))
    .orderBy(users.id)
    .limit(1);
  const rows = Array.from({ length: DEMO_CUSTOMERS_PER_SERVICE }, (_, index) => {
    const [sei, seiKana] = pick(FAMILY, index * 7 + Math.floor(index / 33));
    const [mei, meiKana] = pick(GIVEN, index * 11 + Math.floor(index / 29));
    const registDate = new Date(now.getTime() - ((index * 397) % 395) * DAY_MS - (index % 24) * 3_600_000);
    const prefix = pick(['090', '080', '070'], index);
    return {
      serviceId,
      nameSei: sei,
      nameMei: mei,
      nameSeiKana: seiKana,
      nameMeiKana: meiKana,
      mobilePhone:
        index % 17 === 5
          ? null
          : `${prefix}${String((serviceId * 7919 + index * 104_729) % 100_000_000).padStart(8, '0')}`,
      homePhone:
        index % 4 === 0
          ? `0${pick(['3', '6', '45', '52'], index)}${String((index * 7_331) % 10_000_000).padStart(8, '0')}`.slice(
              0,
              10,
            )
          : null,
      registDate,
      updatedAt: registDate,
    };
  });
  const inserted = await db.insert(customers).values(rows).returning({ id: customers.id });
  const ids = inserted.map((row) => row.id);

  // Three in five linked an account (an e-mail address, most with a mobile number too).
  const linked = ids.flatMap((customerId, index) => {
    if (index % 5 >= 3) return [];
    const [, , familyRomaji] = pick(FAMILY, index * 7 + Math.floor(index / 33));
    const [, , givenRomaji] = pick(GIVEN, index * 11 + Math.floor(index / 29));
    const row = rows[index];
    const linkedAt = new Date((row?.registDate.getTime() ?? now.getTime()) + ((index % 30) + 1) * DAY_MS);
    return [
      {
        serviceId,
        customerId,
        mailAddress: `${givenRomaji}.${familyRomaji}${index}@${pick(MAIL_DOMAINS, index)}`,
        mobileNo: index % 5 === 2 ? null : (row?.mobilePhone ?? null),
        linkedAt: linkedAt.getTime() > now.getTime() ? now : linkedAt,
      },
    ];
  });
  await db.insert(customerLinkedAccounts).values(linked);

  // Four in five have the app with notifications on; one in three of those on two phones.
  const tokens = ids.flatMap((customerId, index) => {
    if (index % 5 === 4) return [];
    const count = index % 3 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, device) => ({
      serviceId,
      customerId,
      token: `demo-${serviceId}-${customerId}-${device}-${(customerId * 2_654_435_761) % 4_294_967_296}`,
      platform: (index + device) % 2 === 0 ? DEVICE_PLATFORM.IOS : DEVICE_PLATFORM.ANDROID,
      registeredAt: rows[index]?.registDate ?? now,
    }));
  });
  await db.insert(customerDeviceTokens).values(tokens);

  if (client) {
    // Some customers were changed from the console by the client: the audit trail has it.
    const actor: AuditActor = {
      userId: client.id,
      role: ROLE_CLIENT,
      serviceId,
      shopId: null,
      name: `${client.nameSei} ${client.nameMei}`,
      email: client.email,
    };
    const columns = [['mobile_phone'], ['password_hash'], ['mobile_phone', 'home_phone'], ['home_phone']];
    const lines = ids
      .filter((_, index) => index % 9 === 1)
      .map((customerId, index) => {
        const customer = rows[ids.indexOf(customerId)];
        const label = customer ? `${customer.nameSei} ${customer.nameMei}` : null;
        const before = { mobile_phone: `090${String(10_000_000 + customerId * 7919).slice(-8)}`, home_phone: null };
        const after = { mobile_phone: customer?.mobilePhone ?? null, home_phone: customer?.homePhone ?? null };
        const changed: CapturedRow['c'] = Object.fromEntries(
          pick(columns, index).map((column) => [
            column,
            column === 'password_hash'
              ? AUDIT_SECRET_VALUE
              : ([before[column as keyof typeof before], after[column as keyof typeof after]] as [unknown, unknown]),
          ]),
        );
        return {
          at: new Date(now.getTime() - (index % 60) * DAY_MS - 5_400_000),
          actor,
          serviceId,
          entity: 'customer' as const,
          entityId: String(customerId),
          entityLabel: label,
          action: 'update' as const,
          clientAddress: '203.0.113.24',
          consoleVersion: DEMO_CONSOLE_VERSION,
          changes: [{ t: 'customers', op: 'u' as const, id: customerId, sv: serviceId, sh: null, lb: label, c: changed }],
        };
      });
    await writeAuditLines(db, lines);
  }
  await seedTemplatesAndPushes(db, serviceId, client?.id ?? null, now);
}

async function seedTemplatesAndPushes(db: Database, serviceId: number, createdBy: number | null, now: Date) {
  const templates = [
    ...Array.from({ length: TEMPLATES_PER_KIND }, (_, index) => {
      const [name, title, requirement, attention] = pick(COUPON_TEMPLATES, index);
      const registDate = new Date(now.getTime() - (390 - index * 9) * DAY_MS);
      const period = index % 3 !== 0;
      return {
        serviceId,
        kind: MESSAGE_TYPE.COUPON,
        name: `${name}（${index + 1}）`,
        title,
        content: `${title}。アプリの画面を店頭でご提示ください。`,
        requirement,
        attention,
        periodType: period ? TEMPLATE_PERIOD_TYPE.PERIOD : TEMPLATE_PERIOD_TYPE.UNLIMITED,
        availableAt: period ? startOfTokyoDay(registDate) : null,
        expiredAt: period ? endOfTokyoDay(new Date(registDate.getTime() + 30 * DAY_MS)) : null,
        pushMessage: `【クーポン】${title}`,
        linkOpenMode: LINK_OPEN_MODE.INAPP,
        createdBy,
        registDate,
        updatedAt: registDate,
      };
    }),
    ...Array.from({ length: TEMPLATES_PER_KIND }, (_, index) => {
      const [name, title, content] = pick(NEWS_TEMPLATES, index);
      const registDate = new Date(now.getTime() - (385 - index * 9) * DAY_MS);
      return {
        serviceId,
        kind: MESSAGE_TYPE.NEWS,
        name: `${name}（${index + 1}）`,
        title,
        content,
        pushMessage: `【お知らせ】${title}`,
        linkOpenMode: index % 2 === 0 ? LINK_OPEN_MODE.WEBVIEW : LINK_OPEN_MODE.INAPP,
        createdBy,
        registDate,
        updatedAt: registDate,
      };
    }),
  ];
  const saved = await db.insert(pushTemplates).values(templates).returning({
    id: pushTemplates.id,
    kind: pushTemplates.kind,
    name: pushTemplates.name,
    pushMessage: pushTemplates.pushMessage,
    registDate: pushTemplates.registDate,
  });

  const [audience] = await db
    .select({
      customers: sql<number>`count(distinct ${customerDeviceTokens.customerId})::int`,
      devices: sql<number>`count(*)::int`,
    })
    .from(customerDeviceTokens)
    .where(eq(customerDeviceTokens.serviceId, serviceId));
  const everyone = { customers: audience?.customers ?? 0, devices: audience?.devices ?? 0 };
  // Most were sent; a few are booked for the coming days, one was given up, some were cancelled.
  const pushes = Array.from({ length: DEMO_PUSHES }, (_, index) => {
    const state =
      index < 5
        ? PUSH_STATE.SCHEDULED
        : index % 13 === 7
          ? PUSH_STATE.FAILED
          : index % 11 === 3
            ? PUSH_STATE.CANCELLED
            : PUSH_STATE.SENT;
    const scheduledAt =
      state === PUSH_STATE.SCHEDULED
        ? new Date(now.getTime() + (index + 2) * DAY_MS + 10 * 3_600_000)
        : new Date(now.getTime() - (index * 8 + 1) * DAY_MS + 2 * 3_600_000);
    const sent = state === PUSH_STATE.SENT || state === PUSH_STATE.FAILED;
    const failed = state === PUSH_STATE.FAILED ? Math.floor(everyone.devices / 3) : index % 4;
    const registDate =
      state === PUSH_STATE.SCHEDULED
        ? new Date(now.getTime() - index * 3_600_000)
        : new Date(scheduledAt.getTime() - 3_600_000);
    // A push goes out from a template registered before it (a template's 最終配信 never precedes its 登録日).
    const older = saved.filter((candidate) => candidate.registDate < registDate);
    const template = pick(older.length > 0 ? older : saved, index * 5);
    return {
      serviceId,
      templateId: template.id,
      templateName: template.name,
      messageType: template.kind,
      pushMessage: template.pushMessage,
      sendTiming:
        state === PUSH_STATE.SCHEDULED || index % 3 === 0 ? SEND_TIMING.SCHEDULE : SEND_TIMING.IMMEDIATELY,
      scheduledAt,
      target: PUSH_TARGET.ALL,
      state,
      recipientCount: everyone.customers,
      deliveryTotal: sent ? everyone.devices : 0,
      deliveredCount: sent ? everyone.devices - failed : 0,
      failedCount: sent ? failed : 0,
      startedAt: sent ? scheduledAt : null,
      finishedAt: sent ? new Date(scheduledAt.getTime() + 40_000) : null,
      error: state === PUSH_STATE.FAILED ? '配信サービスに接続できませんでした。' : null,
      createdBy,
      registDate,
      updatedAt: sent && scheduledAt ? new Date(scheduledAt.getTime() + 40_000) : scheduledAt,
    };
  });
  const pushRows = await db.insert(pushNotifications).values(pushes).returning({
    id: pushNotifications.id,
    state: pushNotifications.state,
    scheduledAt: pushNotifications.scheduledAt,
  });
  const scheduled = pushRows.filter((row) => row.state === PUSH_STATE.SCHEDULED);
  if (scheduled.length > 0) {
    await db
      .insert(pushOutbox)
      .values(scheduled.map((row) => ({ pushId: row.id, serviceId, dueAt: row.scheduledAt })));
  }
}
