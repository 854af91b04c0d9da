import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EstimateProductItem } from '@shared/api';
import { RIBBON_PAYMENT } from '@shared/constants';
import { formatPaymentCount, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { calculateTrial, trialContractOf } from '@shared/trial';
import type { Column } from '../../../components/list/DataTable';
import { registDateColumn } from '../../../components/list/registDateColumn';
import { RecordName } from '../../../components/list/RecordName';

const labels = ja.contracts.fields;
const texts = ja.contracts.products;

function trialOf(product: EstimateProductItem) {
  const terms = trialContractOf(product.contract);
  return terms ? calculateTrial(product.amount, terms) : null;
}

interface ProductColumnOptions {
  editPath: (product: EstimateProductItem) => string;
  actions: (product: EstimateProductItem) => ReactNode;
}

/** Each product with its contract and, from the trial calculation, the payment and the total. */
export function estimateProductColumns({
  editPath,
  actions,
}: ProductColumnOptions): Column<EstimateProductItem>[] {
  return [
    {
      key: 'title',
      header: labels.title,
      sortField: 'title',
      render: (product) => <RecordName to={editPath(product)}>{product.title}</RecordName>,
    },
    {
      key: 'amount',
      header: labels.amount,
      sortField: 'amount',
      align: 'right',
      nowrap: true,
      render: (product) => formatYen(product.amount),
    },
    {
      key: 'contract',
      header: labels.contractNumber,
      sortField: 'contractNumber',
      code: true,
      nowrap: true,
      render: (product) => product.contract.contractNumber,
    },
    {
      key: 'condition',
      header: labels.condition,
      nowrap: true,
      render: (product) => formatPaymentCount(product.contract.condition),
    },
    {
      key: 'perPayment',
      header: texts.perPayment,
      align: 'right',
      nowrap: true,
      render: (product) => {
        const trial = trialOf(product);
        if (!trial?.ok)
          return (
            <Text span size="sm" c="dimmed">
              {texts.notAvailable}
            </Text>
          );
        // Instalments: the equal payment (the first carries the remainder). Revolving: the fixed
        // monthly payment (the last is only what is left of the balance).
        const rows = trial.table.rows;
        const regular = product.contract.condition === RIBBON_PAYMENT ? rows[0] : rows.at(-1);
        return formatYen(regular?.payment ?? 0);
      },
    },
    {
      key: 'total',
      header: texts.total,
      align: 'right',
      nowrap: true,
      render: (product) => {
        const trial = trialOf(product);
        return trial?.ok ? formatYen(trial.table.total) : '';
      },
    },
    registDateColumn(labels.registDate),
    { key: 'actions', header: ja.contracts.list.actions, nowrap: true, render: actions },
  ];
}
