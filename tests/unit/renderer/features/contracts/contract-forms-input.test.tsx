/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_STORE } from '@shared/constants';
import { ja } from '@shared/messages';
import ContractCreatePage from '../../../../../src-renderer/features/contracts/ContractCreatePage';
import EstimateProductCreatePage from '../../../../../src-renderer/features/contracts/products/EstimateProductCreatePage';
import { makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const labels = ja.contracts.fields;
/** A label followed by its 「必須」 badge. */
const labelled = (label: string) => new RegExp(`^${label}`);
const shop = { id: 15, name: 'ひだまり珈琲 渋谷道玄坂店' };
const empty = {
  data: [],
  shop,
  meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: 0, to: 0 },
  links: { first: '/x?page=1', last: '/x?page=1' },
};

// UI guidelines, Behaviour: focus lands on the first invalid field after a failed submit.
describe('contract forms: focus after a failed submit', () => {
  it('contract: lands on 手数料率 when it is the first field left empty', async () => {
    const bridge = installBridge({ 'contracts.list': () => empty });
    renderPage(<ContractCreatePage />, {
      route: 'contractCreate',
      url: '/service/demo/contract/create/15',
      user: makeUser(ROLE_CLIENT),
    });
    fireEvent.change(await screen.findByLabelText(labelled(labels.contractNumber)), {
      target: { value: 'KY-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: ja.actions.register }));
    const rate = await screen.findByLabelText(labelled(labels.interestRate));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/./));
    await waitFor(() => expect(document.activeElement).toBe(rate));
    expect(bridge.payloadsOf('contracts.create')).toEqual([]);
  });

  it('estimate product: lands on 商品価格 when it is the first field left empty', async () => {
    const bridge = installBridge({ 'contracts.all': () => empty });
    renderPage(<EstimateProductCreatePage />, {
      route: 'estimateProductCreate',
      url: '/service/demo/store/15/estimate-product/create',
      user: makeUser(ROLE_STORE),
    });
    fireEvent.change(await screen.findByLabelText(labelled(labels.title)), {
      target: { value: 'テスト商品' },
    });
    fireEvent.click(screen.getByRole('button', { name: ja.actions.register }));
    const amount = await screen.findByLabelText(labelled(labels.amount));
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(bridge.payloadsOf('estimateProducts.create')).toEqual([]);
  });
});

// UI guidelines, Behaviour: input fields accept what Japanese users type (full-width digits).
describe('contract forms: full-width digits in yen fields', () => {
  it('estimate product: 「１２８００」 in 商品価格 is 12,800 yen', async () => {
    installBridge({ 'contracts.all': () => empty });
    renderPage(<EstimateProductCreatePage />, {
      route: 'estimateProductCreate',
      url: '/service/demo/store/15/estimate-product/create',
      user: makeUser(ROLE_STORE),
    });
    const amount = await screen.findByLabelText(labelled(labels.amount));
    fireEvent.change(amount, { target: { value: '１２８００' } });
    await waitFor(() => expect(amount).toHaveValue('12,800'));
  });

  it('contract: 「３０００」 in 1回あたりのお支払額 is 3,000 yen', async () => {
    installBridge({ 'contracts.list': () => empty });
    renderPage(<ContractCreatePage />, {
      route: 'contractCreate',
      url: '/service/demo/contract/create/15',
      user: makeUser(ROLE_CLIENT),
    });
    const payment = await screen.findByLabelText(labelled(labels.amountPayment));
    fireEvent.change(payment, { target: { value: '３０００' } });
    await waitFor(() => expect(payment).toHaveValue('3,000'));
  });
});
