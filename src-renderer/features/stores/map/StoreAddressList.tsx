import { Table, Text } from '@mantine/core';
import { formatPhone } from '@shared/format';
import type { StoreListItem } from '@shared/api';
import { ja } from '@shared/messages';
import { StoreStatusBadge } from '../StoreStatusBadge';
import { fullAddress } from './fullAddress';

const labels = ja.stores.columns;

/** The shops' addresses as a plain list: what the map area shows when there is no map. */
export function StoreAddressList({ shops }: { shops: StoreListItem[] }) {
  if (shops.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {ja.stores.map.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} mah={480}>
      <Table striped verticalSpacing="xs" stickyHeader data-testid="store-address-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labels.shopCode}</Table.Th>
            <Table.Th>{labels.storeName}</Table.Th>
            <Table.Th>{labels.status}</Table.Th>
            <Table.Th>{labels.address}</Table.Th>
            <Table.Th>{labels.telephone}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shops.map((shop) => (
            <Table.Tr key={shop.id}>
              <Table.Td ff="monospace">{shop.shopCode}</Table.Td>
              <Table.Td fw={600}>{shop.storeName}</Table.Td>
              <Table.Td>
                <StoreStatusBadge status={shop.status} />
              </Table.Td>
              <Table.Td>{fullAddress(shop)}</Table.Td>
              <Table.Td ff="monospace">{formatPhone(shop.telephone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
