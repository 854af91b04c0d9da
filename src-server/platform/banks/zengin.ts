import type zenginCode from 'zengin-code';
import type { Bank } from '@shared/api';

/**
 * Bank and branch names by their zengin codes (the zengin-code package, kept current by its
 * maintainers). The data is 5 MB, so it loads on first use, not at start-up.
 */
type Banks = typeof zenginCode;
let banks: Promise<Banks> | undefined;

function loadBanks(): Promise<Banks> {
  banks ??= import('zengin-code').then((module) => module.default);
  return banks;
}

/** The data writes bank kana with full-width hyphens and parentheses; the bank-name rule takes ASCII ones. */
function asBankKana(kana: string): string {
  return kana
    .replace(/[－‐−]/g, '-')
    .replace(/（/g, '(')
    .replace(/）/g, ')');
}

export async function findBank(code: string): Promise<Bank | null> {
  const bank = (await loadBanks())[code];
  return bank ? { code: bank.code, name: bank.name, nameKana: asBankKana(bank.kana) } : null;
}

export async function findBranch(bankCode: string, branchCode: string): Promise<Bank | null> {
  const branch = (await loadBanks())[bankCode]?.branches[branchCode];
  return branch ? { code: branch.code, name: branch.name, nameKana: asBankKana(branch.kana) } : null;
}
