import { Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CouponListItem } from '@shared/api';
import {
  ACCOUNT_STATUS,
  COUPON_STATE,
  CSV_EXPORT_IDS,
  DEFAULT_PAGE_SIZE,
  LIMIT_TYPE,
  ROLE_STORE,
} from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useSession } from '../../session/useSession';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { PagedTable } from '../../components/list/PagedTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { FilterSelect } from '../../components/list/FilterSelect';
import { toApiQuery, withoutPaging } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { couponColumns } from './couponColumns';
import { CouponPauseConfirm } from './CouponPauseConfirm';
import { CouponAreaLinks } from './CouponAreaLinks';
import { CouponStateTabs } from './CouponStateTabs';
import { useCouponList } from './useCoupons';
import { useCouponPause } from './useCouponPause';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { choicesOf } from '../../components/form/choicesOf';

const COUPON_FILTERS = { keyword: '', state: '', limitType: '' };

/** `/coupon/list`: the coupons the user may see, by state, with CSV export 0005; a store edits and pauses its own. */
export default function CouponListPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const canAccess = useCanAccess();
  const list = useListState(COUPON_FILTERS);
  const query = toApiQuery(list.state, DEFAULT_PAGE_SIZE);
  const exportFilters = withoutPaging(query);
  const coupons = useCouponList({ ...query, subdomain });
  const pause = useCouponPause(subdomain);
  const isStore = user?.role === ROLE_STORE;
  const canEdit = canAccess('couponEdit');

  const columns = couponColumns({
    withShop: !isStore,
    ...(canEdit
      ? {
          editPath: (coupon: CouponListItem) => routePath('couponEdit', { subdomain, id: coupon.id }),
          actions: (coupon: CouponListItem) =>
            coupon.state === COUPON_STATE.ENDED ? null : (
              <Button size="xs" variant="default" onClick={() => pause.ask(coupon)}>
                {coupon.status === ACCOUNT_STATUS.PAUSE
                  ? ja.coupons.actions.resume
                  : ja.coupons.actions.pause}
              </Button>
            ),
        }
      : {}),
  });

  return (
    <RouteScreen
      gap="md"
      actions={
        <Group gap="xs">
          <CouponAreaLinks subdomain={subdomain} current="couponList" />
          <CsvExportButton subdomain={subdomain} exportId={CSV_EXPORT_IDS.coupons} filters={exportFilters} />
          {canAccess('couponCreate') && (
            <Button component={Link} to={routePath('couponCreate', { subdomain })}>
              {ja.coupons.createLink}
            </Button>
          )}
        </Group>
      }
    >
      {/* The state tabs apply at once; the panel holds the keyword and the limit only. */}
      <FilterPanel
        filters={{ keyword: list.state.filters.keyword, limitType: list.state.filters.limitType }}
        onSearch={(draft) => list.search({ ...list.state.filters, ...draft })}
        onClear={list.clear}
        keyword={{ placeholder: ja.coupons.filters.keywordPlaceholder, w: 300 }}
      >
        {(draft, change) => (
          <>
            <FilterSelect
              label={ja.forms.coupon.limitType}
              anyLabel={ja.coupons.filters.any}
              options={choicesOf(LIMIT_TYPE, ja.enums.limitType)}
              value={draft.limitType}
              onChange={(limitType) => change({ limitType })}
              w={180}
            />
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={coupons}
        columns={columns}
        list={list}
        emptyMessage={
          isStore && coupons.data?.meta.total === 0 && !list.state.filters.keyword
            ? ja.coupons.emptyForStore
            : ja.coupons.empty
        }
        testId="coupon-table"
        toolbar={(page) => (
          <CouponStateTabs
            counts={page.countData}
            state={list.state.filters.state}
            onChange={(state) => list.search({ ...list.state.filters, state })}
          />
        )}
      />
      <CouponPauseConfirm pause={pause} />
    </RouteScreen>
  );
}
