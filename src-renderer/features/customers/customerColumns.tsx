import { Badge, Text } from '@mantine/core';
import type { CustomerListItem } from '@shared/api';
import { formatNumber, formatPhone } from '@shared/format';
import { ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import { registDateColumn } from '../../components/list/registDateColumn';
import { RecordName } from '../../components/list/RecordName';

const labels = ja.customers.fields;

export const fullName = (row: { nameSei: string; nameMei: string }) => `${row.nameSei} ${row.nameMei}`;
export const fullKana = (row: { nameSeiKana: string; nameMeiKana: string }) =>
  `${row.nameSeiKana} ${row.nameMeiKana}`;

/** The columns of /customer/list; the name opens the edit screen. */
export function customerColumns(editPath: (row: CustomerListItem) => string): Column<CustomerListItem>[] {
  return [
    { key: 'id', header: labels.id, sortField: 'id', code: true, render: (row) => row.id },
    {
      key: 'name',
      header: labels.name,
      sortField: 'nameKana',
      nowrap: true,
      render: (row) => (
        <>
          <RecordName to={editPath(row)}>{fullName(row)}</RecordName>
          <Text size="xs" c="dimmed">
            {fullKana(row)}
          </Text>
        </>
      ),
    },
    {
      key: 'mobilePhone',
      header: labels.mobilePhone,
      sortField: 'mobilePhone',
      code: true,
      render: (row) => (row.mobilePhone ? formatPhone(row.mobilePhone) : ja.customers.notSet),
    },
    {
      key: 'mail',
      header: labels.mailAddress,
      render: (row) =>
        row.linked ? (
          <Text size="sm">{row.mailAddress}</Text>
        ) : (
          <Badge variant="light" color="gray">
            {ja.customers.linkedState.unlinked}
          </Badge>
        ),
    },
    {
      key: 'devices',
      header: labels.deviceCount,
      align: 'right',
      render: (row) => formatNumber(row.deviceCount),
    },
    registDateColumn(labels.registDate),
  ];
}
