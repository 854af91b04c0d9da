import { Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { parseRecordId } from '@shared/api';
import type { ContractItem } from '@shared/api';
import { CSV_EXPORT_IDS, DEFAULT_PAGE_SIZE, INTEREST_TYPES } from '@shared/constants';
import { instalmentOptions } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { call } from '../../bridge/call';
import { CsvExportButton, CsvImportButton } from '../../components/csv/CsvButtons';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { PagedTable } from '../../components/list/PagedTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { FilterSelect } from '../../components/list/FilterSelect';
import { toApiQuery, withoutPaging } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { contractColumns } from './contractColumns';
import { RowEditDeleteButtons } from './RowEditDeleteButtons';
import { useContractList } from './useContracts';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import { useRecordId } from '../../components/routing/useRecordId';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';
import { choicesOf } from '../../components/form/choicesOf';

const FILTERS = { keyword: '', condition: '', interestType: '' };
const texts = ja.contracts.list;
const labels = ja.contracts.fields;

/** The shop's first page, asked as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url }) => {
  const query = openingListQuery(url, FILTERS);
  const shopId = parseRecordId(params.shopId);
  if (query && shopId !== null)
    prefetchChannel(queryClient, 'contracts.list', { ...query, subdomain: params.subdomain ?? '', shopId });
};

/** `/contract/list/{shopId}`: a shop's handling contracts, CSV 0007 and the two imports; head office edits. */
export default function ContractListPage() {
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const canAccess = useCanAccess();
  const list = useListState(FILTERS);
  const query = toApiQuery(list.state, DEFAULT_PAGE_SIZE);
  const exportFilters = withoutPaging(query);
  const contracts = useContractList({ ...query, subdomain, shopId });
  const remove = usePendingRowAction({
    run: (contract: ContractItem) =>
      call('contracts.delete', { subdomain, shopId, id: contract.id, updatedAt: contract.updatedAt }),
    invalidate: ['contracts.list', 'contracts.all'],
  });
  const canEdit = canAccess('contractEdit');
  const filtered = Object.values(list.state.filters).some((value) => value !== '');

  const columns = contractColumns(
    canEdit
      ? {
          editPath: (contract: ContractItem) =>
            routePath('contractEdit', { subdomain, shopId, id: contract.id }),
          actions: (contract: ContractItem) => (
            <RowEditDeleteButtons
              editPath={routePath('contractEdit', { subdomain, shopId, id: contract.id })}
              onDelete={() => remove.ask(contract)}
            />
          ),
        }
      : {},
  );

  return (
    <RouteScreen
      gap="md"
      subtitle={
        contracts.data ? formatMessage(ja.contracts.shopLead, { name: contracts.data.shop.name }) : null
      }
      subtitleTestId="contract-shop"
      actions={
        <Group gap="xs">
          {canAccess('storeList') && canEdit && (
            <Button variant="default" component={Link} to={routePath('storeList', { subdomain })}>
              {texts.backToStores}
            </Button>
          )}
          {canAccess('estimateProductList') && (
            <Button
              variant="default"
              component={Link}
              to={routePath('estimateProductList', { subdomain, shopId })}
            >
              {texts.products}
            </Button>
          )}
          <CsvExportButton
            subdomain={subdomain}
            exportId={CSV_EXPORT_IDS.shopContract}
            filters={{ ...exportFilters, shopId }}
          />
          {canAccess('contractCreate') && (
            <>
              <CsvImportButton
                subdomain={subdomain}
                target="contracts"
                shopId={shopId}
                label={texts.importContracts}
              />
              <CsvImportButton
                subdomain={subdomain}
                target="contractInterest"
                shopId={shopId}
                label={texts.importInterest}
              />
              <Button component={Link} to={routePath('contractCreate', { subdomain, shopId })}>
                {ja.contracts.createLink}
              </Button>
            </>
          )}
        </Group>
      }
    >
      <FilterPanel
        filters={list.state.filters}
        onSearch={list.search}
        onClear={list.clear}
        keyword={{ label: labels.contractNumber, placeholder: texts.keywordPlaceholder, w: 220 }}
      >
        {(draft, change) => (
          <>
            <FilterSelect
              label={labels.condition}
              anyLabel={texts.any}
              options={instalmentOptions()}
              value={draft.condition}
              onChange={(condition) => change({ condition })}
              w={180}
            />
            <FilterSelect
              label={labels.interestType}
              anyLabel={texts.any}
              options={choicesOf(INTEREST_TYPES, ja.contracts.interestType)}
              value={draft.interestType}
              onChange={(interestType) => change({ interestType })}
              w={240}
            />
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={contracts}
        columns={columns}
        list={list}
        emptyMessage={filtered ? texts.emptyFiltered : canEdit ? texts.empty : texts.emptyForStore}
        testId="contract-table"
      />
      <PendingRowConfirm
        action={remove}
        title={ja.contracts.confirmDelete.title}
        message={(contract) =>
          formatMessage(ja.contracts.confirmDelete.body, { name: contract.contractNumber })
        }
        confirmLabel={texts.delete}
      />
    </RouteScreen>
  );
}
