import { and, eq, exists, gte, lte, notExists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CustomerFilterValues } from '@shared/api';
import { startOfTokyoDay, endOfTokyoDay } from '@shared/datetime';
import { toFullWidthKatakana } from '@shared/input';
import type { Database } from '../../platform/db/client';
import { customerLinkedAccounts, customers } from './schema';

/** Hiragana to katakana (the readings are stored in katakana): `やまだ` -> `ヤマダ`. */
function hiraganaToKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

/** Escapes LIKE wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The index terms a name keyword must all have (see customers.nameGrams): the character of a
 * one-character keyword, else each pair of neighbouring characters.
 */
export function keywordGrams(serviceId: number, keyword: string): string[] {
  const chars = Array.from(keyword);
  const grams =
    chars.length === 1 ? chars : chars.slice(0, -1).map((char, index) => char + (chars[index + 1] ?? ''));
  return [...new Set(grams)].map((gram) => `${serviceId}:${gram}`);
}

/** The keyword as typed (spaces gone) and as katakana, when that differs. */
export function nameKeywords(name: string): string[] {
  const typed = toFullWidthKatakana(name).replace(/\s/g, '');
  if (typed === '') return [];
  const kana = hiraganaToKatakana(typed);
  return kana === typed ? [typed] : [typed, kana];
}

function gramsArray(grams: string[]): SQL {
  return sql`array[${sql.join(
    grams.map((gram) => sql`${gram}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A customer whose kanji or katakana name contains the keyword: the GIN index on the name's
 * terms finds the candidates, the LIKE keeps only those where the keyword is contiguous.
 */
function nameCondition(serviceId: number, name: string): SQL | undefined {
  const variants = nameKeywords(name);
  if (variants.length === 0) return undefined;
  const one = (keyword: string) => {
    const pattern = `%${escapeLike(keyword)}%`;
    return sql`(${customers.nameGrams} @> ${gramsArray(keywordGrams(serviceId, keyword))}
      and ((${customers.nameSei} || ${customers.nameMei}) like ${pattern}
        or (${customers.nameSeiKana} || ${customers.nameMeiKana}) like ${pattern}))`;
  };
  return variants.length === 1
    ? one(variants[0] ?? '')
    : sql`(${one(variants[0] ?? '')} or ${one(variants[1] ?? '')})`;
}

function linkedOf(db: Database, condition?: SQL) {
  return db
    .select({ one: sql`1` })
    .from(customerLinkedAccounts)
    .where(and(eq(customerLinkedAccounts.customerId, customers.id), condition));
}

/** The customers of a service under the list's filter: the list, its count, CSV 0003 and a filtered push. */
export function customerConditions(
  db: Database,
  serviceId: number,
  filter: CustomerFilterValues,
): SQL | undefined {
  const from = filter.registFrom ? startOfTokyoDay(filter.registFrom) : null;
  const to = filter.registTo ? endOfTokyoDay(filter.registTo) : null;
  const mail = filter.mailAddress?.toLowerCase();
  return and(
    eq(customers.serviceId, serviceId),
    filter.name ? nameCondition(serviceId, filter.name) : undefined,
    filter.mobilePhone
      ? sql`${customers.mobilePhone} like ${`${escapeLike(filter.mobilePhone)}%`}`
      : undefined,
    mail
      ? exists(
          linkedOf(
            db,
            and(
              eq(customerLinkedAccounts.serviceId, serviceId),
              sql`lower(${customerLinkedAccounts.mailAddress}) like ${`${escapeLike(mail)}%`}`,
            ),
          ),
        )
      : undefined,
    filter.linked === 'linked' ? exists(linkedOf(db)) : undefined,
    filter.linked === 'unlinked' ? notExists(linkedOf(db)) : undefined,
    from ? gte(customers.registDate, from) : undefined,
    to ? lte(customers.registDate, to) : undefined,
  );
}
