import { describe, expect, it } from 'vitest';
import {
  checkContractImportRow,
  checkInterestChange,
  conditionFromCell,
  CONTRACT_IMPORT_HEADER,
  interestTypeFromCell,
} from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';

const labels = ja.contracts.fields;
const row = (...cells: string[]) =>
  Object.fromEntries(CONTRACT_IMPORT_HEADER.map((header, index) => [header, cells[index] ?? '']));

describe('contract import cells', () => {
  it('reads the labels export 0007 writes, and the codes', () => {
    expect(conditionFromCell('12回')).toBe('12');
    expect(conditionFromCell('ボーナス一括払い')).toBe('onetimePayment');
    expect(conditionFromCell('リボ払い')).toBe('ribbonPayment');
    expect(conditionFromCell(' 7 ')).toBe('7');
    expect(interestTypeFromCell('実質年率（元利均等）')).toBe('3');
    expect(interestTypeFromCell('2')).toBe('2');
  });

  it('checks a row with the form schema and names the column of each error', () => {
    expect(
      checkContractImportRow(row('KY-1', '24回', '分割手数料（アドオン方式）', '13.60', '3,000')),
    ).toEqual({
      ok: true,
      value: {
        contractNumber: 'KY-1',
        condition: '24',
        interestType: 2,
        interestRate: 13.6,
        amountPayment: 3000,
      },
    });
    expect(checkContractImportRow(row('KY-1', '120回', '不明', '12', ''))).toEqual({
      ok: false,
      errors: [
        { column: labels.condition, message: fieldMessage(labels.condition, ja.validation.unknownChoice) },
        {
          column: labels.interestType,
          message: fieldMessage(labels.interestType, ja.validation.unknownChoice),
        },
      ],
    });
  });

  it('judges new interest terms against the stored contract', () => {
    const revolving = { contractNumber: 'KY-1', condition: 'ribbonPayment', amountPayment: 10000 };
    expect(
      checkInterestChange(revolving, { contractNumber: 'KY-1', interestType: 3, interestRate: 15 }),
    ).toEqual([]);
    expect(
      checkInterestChange(revolving, { contractNumber: 'KY-1', interestType: 2, interestRate: 5 }),
    ).toEqual([
      {
        column: labels.interestType,
        message: fieldMessage(labels.interestType, ja.contracts.revolvingAddOn),
      },
    ]);
  });
});
