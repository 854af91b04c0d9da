import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { EstimateProductItem } from '@shared/api';
import { CSV_EXPORT_IDS, DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../../session/useCanAccess';
import { call } from '../../../bridge/call';
import { PendingRowConfirm } from '../../../components/list/PendingRowConfirm';
import { CsvExportButton, CsvImportButton } from '../../../components/csv/CsvButtons';
import { PagedTable } from '../../../components/list/PagedTable';
import { FilterPanel } from '../../../components/list/FilterPanel';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { toApiQuery, withoutPaging } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { useAllContracts, useEstimateProductList } from '../useContracts';
import { usePendingRowAction } from '../../../components/list/usePendingRowAction';
import { estimateProductColumns } from './estimateProductColumns';
import { RowEditDeleteButtons } from '../RowEditDeleteButtons';
import { useRecordId } from '../../../components/routing/useRecordId';
import { RouteScreen } from '../../../components/routing/RouteScreen';

const FILTERS = { keyword: '', contractId: '' };
const texts = ja.contracts.products;

/** `.../estimate-product/list`: a shop's estimate products with their trial figures, CSV 0008 and the two imports. */
export default function EstimateProductListPage() {
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const canAccess = useCanAccess();
  const list = useListState(FILTERS);
  const query = toApiQuery(list.state, DEFAULT_PAGE_SIZE);
  const exportFilters = withoutPaging(query);
  const products = useEstimateProductList({ ...query, subdomain, shopId });
  const contracts = useAllContracts({ subdomain, shopId });
  const remove = usePendingRowAction({
    run: (product: EstimateProductItem) =>
      call('estimateProducts.delete', { subdomain, shopId, id: product.id, updatedAt: product.updatedAt }),
    invalidate: ['estimateProducts.list', 'contracts.list'],
  });
  const filtered = Object.values(list.state.filters).some((value) => value !== '');
  const noContracts = contracts.isSuccess && contracts.data.data.length === 0;
  const editPath = (product: EstimateProductItem) =>
    routePath('estimateProductEdit', { subdomain, shopId, id: product.id });

  const columns = estimateProductColumns({
    editPath,
    actions: (product) => (
      <RowEditDeleteButtons editPath={editPath(product)} onDelete={() => remove.ask(product)} />
    ),
  });

  return (
    <RouteScreen
      gap="md"
      subtitle={
        products.data ? formatMessage(ja.contracts.shopLead, { name: products.data.shop.name }) : null
      }
      actions={
        <Group gap="xs">
          {canAccess('contractList') && (
            <Button variant="default" component={Link} to={routePath('contractList', { subdomain, shopId })}>
              {ja.routeTitles.contractList}
            </Button>
          )}
          <CsvExportButton
            subdomain={subdomain}
            exportId={CSV_EXPORT_IDS.estimateProduct}
            filters={{ ...exportFilters, shopId }}
          />
          <CsvImportButton
            subdomain={subdomain}
            target="estimateProducts"
            shopId={shopId}
            label={texts.importProducts}
          />
          <CsvImportButton
            subdomain={subdomain}
            target="estimateImages"
            shopId={shopId}
            label={texts.importImages}
          />
          <Button
            component={Link}
            to={routePath('estimateProductCreate', { subdomain, shopId })}
            disabled={noContracts}
          >
            {texts.createLink}
          </Button>
        </Group>
      }
    >
      <Text size="xs" c="dimmed">
        {texts.imageRule}
      </Text>
      {noContracts && (
        <Alert color="yellow" variant="light">
          {texts.noContracts}
        </Alert>
      )}
      <FilterPanel
        filters={list.state.filters}
        onSearch={list.search}
        onClear={list.clear}
        keyword={{ label: ja.contracts.fields.title, placeholder: texts.keywordPlaceholder, w: 260 }}
      >
        {(draft, change) => (
          <>
            <FilterSelect
              label={ja.contracts.fields.contractNumber}
              anyLabel={ja.contracts.list.any}
              options={(contracts.data?.data ?? []).map((contract) => ({
                value: String(contract.id),
                label: contract.contractNumber,
              }))}
              value={draft.contractId}
              onChange={(contractId) => change({ contractId })}
              searchable
              w={220}
            />
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={products}
        columns={columns}
        list={list}
        emptyMessage={filtered ? texts.emptyFiltered : texts.empty}
        testId="estimate-product-table"
      />
      <PendingRowConfirm
        action={remove}
        title={texts.confirmDelete.title}
        message={(product) => formatMessage(texts.confirmDelete.body, { name: product.title })}
        confirmLabel={ja.contracts.list.delete}
      />
    </RouteScreen>
  );
}
