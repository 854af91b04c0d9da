import type { z } from 'zod';
import { ipcContract } from '../../../../src-shared/ipc/contract';
import type { ChannelName } from '../../../../src-shared/ipc/contract';
import { exampleBodies } from '../../../fixtures/example-bodies';
import { fieldsOf } from '../../../fixtures/zod-walk';

/** What a path parameter of the console's channels names, as a sample request fills it. */
const PATH_VALUES: Readonly<Record<string, unknown>> = {
  subdomain: 'demo',
  currentSubdomain: 'demo',
  id: 1,
  shopId: 1,
  groupId: 1,
  categoryId: 1,
  templateId: 1,
};

const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString(
  'base64',
);
const image = (fileName: string) => ({ fileName, mimeType: 'image/png', dataBase64: PNG_BASE64 });
const person = { nameSei: '山田', nameMei: '花子', email: 'hanako@example.jp' };
const password = { password: 'Passw0rd!x-2026', confirmPassword: 'Passw0rd!x-2026' };

/**
 * Requests that the generic example does not satisfy (files, matching passwords, dates in
 * order, lists of ids), written out. Main's own flows with dialogs (exports, imports) are driven
 * by their own tests.
 */
const WRITTEN_OUT: Partial<Record<ChannelName, unknown>> = {
  'exports.start': { subdomain: 'demo', exportId: '0001', filters: {} },
  'imports.start': { subdomain: 'demo', target: 'stores' },
  'imports.saveTemplate': { target: 'stores' },
  'services.list': { page: 1 },
  'banks.get': { code: '0001' },
  'storeSettings.uploadSound': {
    subdomain: 'demo',
    sound: {
      fileName: 'chime.mp3',
      mimeType: 'audio/mpeg',
      dataBase64: Buffer.from('ID3\x04').toString('base64'),
    },
  },
  'serviceSettings.uploadLogo': { subdomain: 'demo', logo: image('logo.png') },
  'users.createMaster': { ...person, ...password },
  'users.createClient': {
    ...person,
    ...password,
    subdomain: 'demo',
    summaryManagement: true,
    paymentHistory: true,
  },
  'users.createShop': { ...person, ...password, subdomain: 'demo', organizationId: 1 },
  'groups.addShops': { subdomain: 'demo', id: 1, shopIds: [1] },
  'groups.removeShops': { subdomain: 'demo', id: 1, shopIds: [1] },
};

/** Extra fields a written-out sample of the generic kind needs (matched dates, an image). */
const coupon = { startDate: '2026-04-01', endDate: '2026-04-30', noteBackground: 'skyBlue' };
const freeContract = { interestType: 1, interestRate: 0 };
const EXTRA_FIELDS: Partial<Record<ChannelName, Record<string, unknown>>> = {
  'coupons.create': { ...coupon, image: image('coupon.png') },
  'coupons.update': coupon,
  'news.create': { contentKind: 'news', title: 'お知らせ', content: '本文' },
  'contracts.create': freeContract,
  'contracts.update': freeContract,
};

function withPathValues(
  body: Record<string, unknown>,
  fields: Record<string, z.ZodType>,
): Record<string, unknown> {
  const filled = { ...body };
  for (const [name, value] of Object.entries(PATH_VALUES)) {
    const field = fields[name];
    if (field?.safeParse(value).success) filled[name] = value;
  }
  return filled;
}

/**
 * A request each channel's schema accepts: nothing for channels without a payload, else the
 * written-out sample, or an example body (fields filled, then left blank) with the path
 * parameters set. Throws for a channel none fits, naming it.
 */
export function sampleRequest(channel: ChannelName): unknown {
  const schema = (ipcContract[channel] as { request: z.ZodType }).request;
  if (schema.safeParse(undefined).success) return undefined;
  const candidates: unknown[] = [];
  if (channel in WRITTEN_OUT) candidates.push(WRITTEN_OUT[channel]);
  const fields = fieldsOf(schema) ?? {};
  for (const body of exampleBodies(schema, new Set())) {
    candidates.push({ ...withPathValues(body, fields), ...EXTRA_FIELDS[channel] });
  }
  const fitting = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (fitting === undefined) {
    const issues = schema.safeParse(candidates[0]).error?.issues ?? [];
    throw new Error(
      `no sample request for ${channel}: ${issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  }
  return fitting;
}
