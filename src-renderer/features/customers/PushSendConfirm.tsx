import { Alert, Stack, Text } from '@mantine/core';
import type { CustomerCount, PushCreateRequest } from '@shared/api';
import { SEND_TIMING } from '@shared/constants';
import { formatDateTime, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const texts = ja.customers.push;

/** What the push reaches and when, read before it is sent. */
export function PushSendConfirm({
  count,
  request,
  deliveryList,
}: {
  count: CustomerCount;
  request: PushCreateRequest;
  deliveryList: 'couponTemplateList' | 'newsTemplateList';
}) {
  return (
    <Stack gap="sm" data-testid="push-confirm">
      <Text fw={600}>
        {formatMessage(texts.confirmCount, {
          customers: formatNumber(count.customers),
          devices: formatNumber(count.devices),
        })}
      </Text>
      {count.devices === 0 && <Alert color="yellow">{texts.confirmNoRecipients}</Alert>}
      <Text size="sm">
        {Number(request.sendTiming) === SEND_TIMING.SCHEDULE
          ? formatMessage(texts.confirmScheduled, { date: formatDateTime(String(request.scheduledAt)) })
          : texts.confirmImmediately}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.fields.pushMessage}: {String(request.pushMessage)}
      </Text>
      <Text size="sm" data-testid="push-delivery-lead">
        {formatMessage(texts.deliveryLead, { list: ja.routeTitles[deliveryList] })}
      </Text>
    </Stack>
  );
}
