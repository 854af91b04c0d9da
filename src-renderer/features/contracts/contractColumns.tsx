import type { ReactNode } from 'react';
import type { ContractItem } from '@shared/api';
import { formatNumber, formatPaymentCount, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import { registDateColumn } from '../../components/list/registDateColumn';
import { RecordName } from '../../components/list/RecordName';

const labels = ja.contracts.fields;

/** 「12.50%」: a rate with its two decimals. */
export function rateLabel(rate: number): string {
  return formatMessage(ja.contracts.rate, { percent: rate.toFixed(2) });
}

/** The payment per instalment, or 「下限なし」. */
export function amountPaymentLabel(amount: number | null): string {
  return amount === null || amount === 0 ? ja.contracts.noMinimum : formatYen(amount);
}

interface ContractColumnOptions {
  editPath?: (contract: ContractItem) => string;
  actions?: (contract: ContractItem) => ReactNode;
}

export function contractColumns({ editPath, actions }: ContractColumnOptions): Column<ContractItem>[] {
  const columns: Column<ContractItem>[] = [
    {
      key: 'contractNumber',
      header: labels.contractNumber,
      sortField: 'contractNumber',
      code: true,
      nowrap: true,
      render: (contract) => <RecordName to={editPath?.(contract)}>{contract.contractNumber}</RecordName>,
    },
    {
      key: 'condition',
      header: labels.condition,
      nowrap: true,
      render: (contract) => formatPaymentCount(contract.condition),
    },
    {
      key: 'interestType',
      header: labels.interestType,
      render: (contract) => ja.contracts.interestType[contract.interestType],
    },
    {
      key: 'interestRate',
      header: labels.interestRate,
      sortField: 'interestRate',
      align: 'right',
      nowrap: true,
      render: (contract) => rateLabel(contract.interestRate),
    },
    {
      key: 'amountPayment',
      header: labels.amountPayment,
      sortField: 'amountPayment',
      align: 'right',
      nowrap: true,
      render: (contract) => amountPaymentLabel(contract.amountPayment),
    },
    {
      key: 'products',
      header: ja.contracts.list.productCount,
      align: 'right',
      nowrap: true,
      render: (contract) => formatNumber(contract.productCount),
    },
    registDateColumn(labels.registDate),
  ];
  if (actions)
    columns.push({ key: 'actions', header: ja.contracts.list.actions, nowrap: true, render: actions });
  return columns;
}
