import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toPagination } from '@shared/api';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants';
import { formatDate } from '@shared/format';
import { ja } from '@shared/messages';
import { routeByName, routePath } from '@shared/routes';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { ListPagination } from '../../components/ListPagination';
import { PageLoader } from '../../components/PageLoader';
import { useServiceList } from './useServiceList';

const columns = ja.services.columns;

export default function ServiceListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(FIRST_PAGE, Number(searchParams.get('page')) || FIRST_PAGE);
  const keyword = searchParams.get('keyword') ?? '';
  const [keywordInput, setKeywordInput] = useState(keyword);
  const list = useServiceList({ page, limit: DEFAULT_PAGE_SIZE, ...(keyword ? { keyword } : {}) });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keywordInput.trim();
    setSearchParams(trimmed ? { keyword: trimmed } : {});
  };
  const clear = () => {
    setKeywordInput('');
    setSearchParams({});
  };
  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next));
    setSearchParams(params);
  };

  return (
    <Stack gap="lg">
      <Title order={2}>{routeByName('serviceList').title}</Title>
      <Paper withBorder p="md" component="form" onSubmit={search} role="search">
        <Group align="flex-end">
          <TextInput
            label={ja.fields.keyword}
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.currentTarget.value)}
            w={320}
          />
          <Button type="submit">{ja.actions.search}</Button>
          <Button variant="default" onClick={clear}>
            {ja.actions.clear}
          </Button>
        </Group>
      </Paper>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <CallFailureNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Paper withBorder p="md">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="service-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{columns.id}</Table.Th>
                <Table.Th>{columns.name}</Table.Th>
                <Table.Th>{columns.subdomain}</Table.Th>
                <Table.Th>{columns.company}</Table.Th>
                <Table.Th ta="right">{columns.shopCount}</Table.Th>
                <Table.Th>{columns.registDate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td ta="right">{service.id}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={routePath('dashboard', { subdomain: service.subdomain })}>
                      {service.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">{service.subdomain}</Table.Td>
                  <Table.Td>{service.companyName ?? ''}</Table.Td>
                  <Table.Td ta="right">{service.shopCount.toLocaleString('ja-JP')}</Table.Td>
                  <Table.Td>{formatDate(service.registDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {list.data.data.length === 0 && (
            <Text ta="center" c="dimmed" py="xl">
              {ja.services.empty}
            </Text>
          )}
          <ListPagination pagination={toPagination(list.data.meta, list.data.links)} onChange={goToPage} />
        </Paper>
      )}
    </Stack>
  );
}
