/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponListItem } from '@shared/api';
import { NOTE_BACKGROUND_KEYS, NOTE_BACKGROUNDS, ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import { ja } from '@shared/messages';
import CouponCreatePage from '../../../../../src-renderer/features/coupons/CouponCreatePage';
import CouponListPage from '../../../../../src-renderer/features/coupons/CouponListPage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const STAMP = '2026-03-01T10:00:00+09:00';

function makeCoupon(id: number, overrides: Partial<CouponListItem> = {}): CouponListItem {
  return {
    id,
    name: `ドリンク無料${id}`,
    title: 'ドリンク1杯無料',
    shopId: 7,
    shopName: 'ひだまり珈琲 渋谷道玄坂店',
    imageUrl: null,
    limitType: 1,
    remainingUsage: 12,
    usedCount: 3,
    displayNote: '会員様限定',
    noteBackground: 'red',
    startDate: '2026-03-01T00:00:00+09:00',
    endDate: '2099-03-31T23:59:59+09:00',
    status: 2,
    state: 'active',
    registDate: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

const listAnswer = (coupons: CouponListItem[]) => ({
  data: coupons,
  countData: [
    { state: 'scheduled', count: 0 },
    { state: 'active', count: coupons.length },
    { state: 'paused', count: 0 },
    { state: 'exhausted', count: 0 },
    { state: 'ended', count: 0 },
  ],
  meta: { total: coupons.length, per_page: 15, current_page: 1, last_page: 1, from: 1, to: coupons.length },
  links: { first: '/x?page=1', last: '/x?page=1' },
});

/** The coupon create page as a store sees it, its create call stopped (the test reads what was sent). */
async function openCouponCreate() {
  const bridge = installBridge({
    'coupons.create': () => {
      throw { status: 500, message: 'stop here' };
    },
  });
  renderPage(<CouponCreatePage />, {
    route: 'couponCreate',
    url: '/service/demo/coupon/create',
    user: makeUser(ROLE_STORE),
  });
  return { bridge, form: await screen.findByTestId('coupon-form') };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('coupon list', () => {
  it('lets a store pause its coupon after a confirmation that names it', async () => {
    const coupon = makeCoupon(1);
    const bridge = installBridge({
      'coupons.list': () => listAnswer([coupon]),
      'coupons.updateStatus': () => ({
        message: ja.success.paused,
        data: { ...coupon, status: 3, state: 'paused', description: '', content: '' },
      }),
    });
    renderPage(<CouponListPage />, {
      route: 'couponList',
      url: '/service/demo/coupon/list',
      user: makeUser(ROLE_STORE),
    });
    const table = await screen.findByTestId('coupon-table');
    expect(within(table).getByText('12回')).toBeTruthy();
    expect(within(table).queryByText(coupon.shopName)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: ja.coupons.actions.pause }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(coupon.name);
    fireEvent.click(within(dialog).getByRole('button', { name: ja.coupons.actions.pause }));
    await waitFor(() => expect(bridge.payloadsOf('coupons.updateStatus')).toHaveLength(1));
    expect(bridge.payloadsOf('coupons.updateStatus')[0]).toEqual({
      subdomain: 'demo',
      id: 1,
      status: 3,
      updatedAt: STAMP,
    });
  });

  it('shows head office the shop of each coupon, no edit link and no pause, and sends the state tab as a filter', async () => {
    const bridge = installBridge({ 'coupons.list': () => listAnswer([makeCoupon(2)]) });
    renderPage(<CouponListPage />, {
      route: 'couponList',
      url: '/service/demo/coupon/list',
      user: makeUser(ROLE_CLIENT),
    });
    const table = await screen.findByTestId('coupon-table');
    expect(within(table).getByText('ひだまり珈琲 渋谷道玄坂店')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(within(table).queryByRole('button', { name: ja.coupons.actions.pause })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(ja.enums.couponState.paused) }));
    await waitFor(() =>
      expect(bridge.payloadsOf('coupons.list').at(-1)).toMatchObject({ state: 'paused', page: 1 }),
    );
  });
});

describe('coupon form', () => {
  it('offers the ten palette colours with their hex values and previews what is typed', async () => {
    installBridge({});
    renderPage(<CouponCreatePage />, {
      route: 'couponCreate',
      url: '/service/demo/coupon/create',
      user: makeUser(ROLE_STORE),
    });
    const picker = await screen.findByTestId('note-background-picker');
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(NOTE_BACKGROUND_KEYS.length);
    for (const key of NOTE_BACKGROUND_KEYS)
      expect(picker.textContent).toContain(NOTE_BACKGROUNDS[key].background);
    fireEvent.change(screen.getByLabelText(new RegExp(`^${ja.forms.coupon.title}`)), {
      target: { value: '秋のケーキセット' },
    });
    fireEvent.change(screen.getByLabelText(ja.forms.coupon.displayNote), {
      target: { value: '先着50名様' },
    });
    const preview = screen.getByTestId('coupon-preview');
    await waitFor(() => expect(preview.textContent).toContain('秋のケーキセット'));
    expect(preview.textContent).toContain('先着50名様');
  });

  it('shows every rule on its field and sends the coupon with its days and count', async () => {
    const { bridge, form } = await openCouponCreate();
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    expect(await screen.findByText(`${ja.forms.coupon.title}${ja.validation.required}`)).toBeTruthy();
    expect(screen.getByText(`${ja.forms.coupon.name}${ja.validation.required}`)).toBeTruthy();
    expect(bridge.payloadsOf('coupons.create')).toHaveLength(0);

    fill(ja.forms.coupon.title, 'ドリンク1杯無料');
    fill(ja.forms.coupon.content, 'ご提示ください。');
    fill(ja.forms.coupon.startDate, '2026-04-01');
    fill(ja.forms.coupon.endDate, '2026-04-30');
    fill(ja.forms.coupon.remainingUsage, '50');
    fill(ja.forms.coupon.name, '4月のドリンク無料');
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    await waitFor(() => expect(bridge.payloadsOf('coupons.create')).toHaveLength(1));
    expect(bridge.payloadsOf('coupons.create')[0]).toMatchObject({
      subdomain: 'demo',
      name: '4月のドリンク無料',
      limitType: 1,
      remainingUsage: 50,
      noteBackground: 'red',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
    });
  });

  it('takes the remaining uses typed in full-width digits (IME on) as half-width', async () => {
    const { bridge, form } = await openCouponCreate();
    fill(ja.forms.coupon.title, 'ドリンク1杯無料');
    fill(ja.forms.coupon.content, 'ご提示ください。');
    fill(ja.forms.coupon.startDate, '2026-04-01');
    fill(ja.forms.coupon.endDate, '2026-04-30');
    fill(ja.forms.coupon.remainingUsage, '１２０');
    fill(ja.forms.coupon.name, '4月のドリンク無料');
    expect(screen.getByLabelText(new RegExp(`^${ja.forms.coupon.remainingUsage}`))).toHaveValue('120');
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    await waitFor(() => expect(bridge.payloadsOf('coupons.create')).toHaveLength(1));
    expect(bridge.payloadsOf('coupons.create')[0]).toMatchObject({ limitType: 1, remainingUsage: 120 });
  });
});
