import { INTEREST_TYPE, ONETIME_PAYMENT, RIBBON_PAYMENT } from '@shared/constants';
import type { InterestType } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { calculateTrial, trialContractOf } from '@shared/trial';
import { contracts, estimateProducts } from './schema';
import { DAY_MS } from '../../platform/settings';

/** Contract terms a card company offers a shop: condition, type, rate (%), payment (yen). */
const TERMS: readonly (readonly [string, InterestType, number, number | null])[] = [
  ['1', INTEREST_TYPE.FREE, 0, null],
  ['2', INTEREST_TYPE.FREE, 0, null],
  ['3', INTEREST_TYPE.ADD_ON, 2.01, 3000],
  ['5', INTEREST_TYPE.ADD_ON, 3.35, 3000],
  ['6', INTEREST_TYPE.ADD_ON, 4.02, 3000],
  ['10', INTEREST_TYPE.ADD_ON, 6.7, 3000],
  ['12', INTEREST_TYPE.ANNUAL, 12, 3000],
  ['15', INTEREST_TYPE.ANNUAL, 12, 3000],
  ['18', INTEREST_TYPE.ANNUAL, 13.5, 3000],
  ['20', INTEREST_TYPE.ANNUAL, 13.5, 3000],
  ['24', INTEREST_TYPE.ANNUAL, 15, 3000],
  ['30', INTEREST_TYPE.ANNUAL, 15, 5000],
  ['36', INTEREST_TYPE.ANNUAL, 15, 5000],
  ['48', INTEREST_TYPE.ANNUAL, 15, 5000],
  ['60', INTEREST_TYPE.ANNUAL, 15, 5000],
  [ONETIME_PAYMENT, INTEREST_TYPE.FREE, 0, null],
  [RIBBON_PAYMENT, INTEREST_TYPE.ANNUAL, 15, 10000],
  ['12', INTEREST_TYPE.FREE, 0, 5000],
  ['24', INTEREST_TYPE.FREE, 0, 5000],
];

/** What a café chain sells on instalments: title and price (yen). */
const PRODUCTS: readonly (readonly [string, number])[] = [
  ['家庭用エスプレッソマシン スタンダード', 59800],
  ['家庭用エスプレッソマシン プロ', 148000],
  ['全自動コーヒーメーカー', 89800],
  ['電動コーヒーミル', 32800],
  ['ハンドドリップ スターターセット', 12800],
  ['ドリップケトル 銅製', 19800],
  ['コーヒー豆 定期便 12か月', 38400],
  ['コーヒー豆 定期便 6か月', 19800],
  ['ギフトセット 特選ブレンド', 5400],
  ['カフェ開業サポートセット', 498000],
  ['業務用エスプレッソマシン', 680000],
  ['業務用グラインダー', 168000],
  ['ミルクフォーマー', 14800],
  ['コーヒーサーバー 600ml', 4980],
  ['焙煎機 家庭用', 128000],
];

const CONTRACTS_PER_SHOP = 4;
const SINGLE_PAYMENT = new Set(['1', ONETIME_PAYMENT]);
/** The demo store's own shop gets enough rows to page through. */
const OWN_SHOP_CONTRACTS = 42;
const OWN_SHOP_PRODUCTS = 45;
const PRODUCTS_PER_SHOP = 2;
const EDITIONS = ['限定カラー', '数量限定'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

interface OfferedContract {
  id: number;
  terms:
    | { condition: string; interestType: InterestType; interestRate: number; amountPayment: number | null }
    | undefined;
}

/** The contract at `start` in turn, or the next one whose trial calculation works for the price. */
function offeredFor(offered: readonly OfferedContract[], start: number, amount: number): number {
  for (let step = 0; step < offered.length; step += 1) {
    const contract = pick(offered, start + step);
    const terms = contract.terms && trialContractOf(contract.terms);
    if (terms && calculateTrial(amount, terms).ok) return contract.id;
  }
  return pick(offered, start).id;
}

/**
 * Handling contracts and estimate products for every shop of a service (the first shop is the
 * demo store's own and gets 40 rows or more of each), registered over the last 13 months.
 */
export async function seedContracts(
  db: Database,
  seed: { serviceId: number; shopIds: readonly number[]; now: Date },
): Promise<void> {
  const [own] = seed.shopIds;
  const contractRows = seed.shopIds.flatMap((shopId) =>
    Array.from({ length: shopId === own ? OWN_SHOP_CONTRACTS : CONTRACTS_PER_SHOP }, (_, index) => {
      const [condition, interestType, interestRate, amountPayment] = pick(TERMS, index);
      const registDate = new Date(seed.now.getTime() - (((index * 31 + shopId) % 390) + 1) * DAY_MS);
      return {
        serviceId: seed.serviceId,
        shopId,
        contractNumber: `KY${String(shopId).padStart(4, '0')}-${String(index + 1).padStart(3, '0')}`,
        condition,
        interestType,
        interestRate,
        amountPayment,
        registDate,
        updatedAt: registDate,
      };
    }),
  );
  const inserted = await db
    .insert(contracts)
    .values(contractRows)
    .returning({ id: contracts.id, shopId: contracts.shopId });
  const productRows = seed.shopIds.flatMap((shopId) => {
    // Products under the instalment and revolving contracts (not those paid at once).
    const offered = inserted
      .map((contract, index) => ({ ...contract, terms: contractRows[index] }))
      .filter(
        (contract) => contract.shopId === shopId && !SINGLE_PAYMENT.has(contract.terms?.condition ?? ''),
      );
    return Array.from({ length: shopId === own ? OWN_SHOP_PRODUCTS : PRODUCTS_PER_SHOP }, (_, index) => {
      const [title, amount] = pick(PRODUCTS, index);
      const round = Math.floor(index / PRODUCTS.length);
      const registDate = new Date(seed.now.getTime() - (((index * 17 + shopId) % 390) + 1) * DAY_MS);
      return {
        serviceId: seed.serviceId,
        shopId,
        title: round === 0 ? title : `${title}（${EDITIONS[round - 1] ?? round}）`,
        amount: amount + round * 1000,
        contractId: offeredFor(offered, index * 5, amount + round * 1000),
        registDate,
        updatedAt: registDate,
      };
    });
  });
  await db.insert(estimateProducts).values(productRows);
}
