/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { PushSendButton } from '../../../../../src-renderer/features/customers/PushSendButton';
import { makeTemplate } from '../../support/fixtures';
import type { Handlers } from '../../support/harness';
import { installBridge, renderPage } from '../../support/harness';

const template = makeTemplate({ availableAt: null, expiredAt: null });

/** The send modal of the template list's row (template 5 fixed), its message typed. */
async function openModal(handlers: Handlers) {
  const bridge = installBridge({
    'pushTemplates.couponAll': () => ({ data: [template] }),
    'pushTemplates.newsAll': () => ({ data: [] }),
    ...handlers,
  });
  const { alerts } = renderPage(
    <PushSendButton subdomain="demo" templateId={5} label={ja.customers.templates.send} />,
    {
      route: 'couponTemplateList',
      url: '/service/demo/customer/push-notification-template/coupon/list',
      withAlertList: true,
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: ja.customers.templates.send }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${ja.customers.push.fields.pushMessage}`)), {
    target: { value: '週末限定のクーポンが届きました' },
  });
  return { bridge, alerts, dialog };
}

describe('push send modal', () => {
  it('shows why the count was refused (e.g. the template was deleted meanwhile) instead of doing nothing', async () => {
    const refused = fieldMessage(ja.customers.push.fields.templateId, ja.validation.unknownChoice);
    const { bridge, alerts, dialog } = await openModal({
      'pushes.count': () => {
        throw {
          status: 422,
          message: ja.errors.validationFailed,
          errors: [{ name: 'templateId', message: refused }],
        };
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.confirmAction }));
    await waitFor(() => expect(bridge.payloadsOf('pushes.count')).toHaveLength(1));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(alerts.getSnapshot().map((alert) => alert.message)).toContain(refused);
  });

  it('refuses a scheduled push without its time at the field, counting nothing', async () => {
    const { bridge, dialog } = await openModal({});
    fireEvent.click(within(dialog).getByRole('radio', { name: ja.enums.sendTiming[SEND_TIMING.SCHEDULE] }));
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.confirmAction }));
    expect(
      await within(dialog).findByText(
        fieldMessage(ja.customers.push.fields.scheduledAt, ja.validation.required),
        {},
      ),
    ).toBeTruthy();
    expect(bridge.payloadsOf('pushes.count')).toHaveLength(0);
  });

  it('sends the request it counted once the count is confirmed, says so and closes', async () => {
    const { bridge, dialog } = await openModal({
      'pushes.count': () => ({ data: { customers: 12, devices: 15 } }),
      'pushes.create': () => ({ message: 'プッシュ通知を登録しました。', data: {} }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.confirmAction }));
    expect(await within(dialog).findByTestId('push-confirm')).toHaveTextContent('12');
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.submit }));

    expect(await screen.findByText('プッシュ通知を登録しました。')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.payloadsOf('pushes.create')).toEqual([
      {
        subdomain: 'demo',
        templateId: 5,
        pushMessage: '週末限定のクーポンが届きました',
        sendTiming: SEND_TIMING.IMMEDIATELY,
        scheduledAt: null,
        target: PUSH_TARGET.ALL,
      },
    ]);
    expect(bridge.payloadsOf('pushes.count')[0]).toEqual(bridge.payloadsOf('pushes.create')[0]);
  });
});
