import { Tabs } from '@mantine/core';
import { EC_PAYMENT_STATUS, PAYMENT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import type { PaymentKind } from './paymentKind';

const ALL = 'all';

const OPTIONS: Record<PaymentKind, { value: string; label: string }[]> = {
  payment: Object.values(PAYMENT_STATUS).map((value) => ({
    value: String(value),
    label: ja.enums.paymentStatus[value],
  })),
  ec: Object.values(EC_PAYMENT_STATUS).map((value) => ({
    value: String(value),
    label: ja.enums.ecPaymentStatus[value],
  })),
};

/** 「すべて」 and one tab per status; choosing one filters the history by it. */
export function PaymentStatusTabs({
  kind,
  status,
  onChange,
}: {
  kind: PaymentKind;
  /** The status filter: '' for every status. */
  status: string;
  onChange: (status: string) => void;
}) {
  return (
    <Tabs
      value={status || ALL}
      onChange={(value) => onChange(value === ALL || value === null ? '' : value)}
      aria-label={kind === 'ec' ? ja.payments.filters.ecStatus : ja.payments.filters.status}
      data-testid="payment-status-tabs"
      mb="sm"
    >
      <Tabs.List>
        <Tabs.Tab value={ALL}>{ja.payments.filters.any}</Tabs.Tab>
        {OPTIONS[kind].map((option) => (
          <Tabs.Tab key={option.value} value={option.value}>
            {option.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
