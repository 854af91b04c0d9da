import { accountChannels } from './channels/account';
import { accountingChannels } from './channels/accounting';
import { contractChannels } from './channels/contracts';
import { couponChannels } from './channels/coupons';
import { customerChannels } from './channels/customers';
import { serviceSettingsChannels } from './channels/service-settings';
import { storeSettingsChannels } from './channels/store-settings';
import { usersChannels } from './channels/users';
import { groupChannels } from './channels/groups';
import { lookupChannels } from './channels/lookups';
import { storeChannels } from './channels/stores';
import { paymentChannels } from './channels/payments';
import { notificationChannels } from './channels/notifications';
import { shopContentChannels } from './channels/shop-content';
import { secondFactorChannels } from './channels/second-factor';
import { auditChannels } from './channels/audit';

/**
 * The channels that are exactly one API call (see api-channel.ts), one file per area in
 * ./channels. Adding one is one entry there (and its name in ./channel-names.ts); main serves it
 * without a handler of its own.
 */
export const apiChannels = {
  ...accountChannels,
  ...storeSettingsChannels,
  ...usersChannels,
  ...serviceSettingsChannels,
  ...storeChannels,
  ...groupChannels,
  ...lookupChannels,
  ...couponChannels,
  ...paymentChannels,
  ...notificationChannels,
  ...contractChannels,
  ...customerChannels,
  ...shopContentChannels,
  ...secondFactorChannels,
  ...auditChannels,
  ...accountingChannels,
} as const;

export type ApiChannels = typeof apiChannels;
export type ApiChannelName = keyof ApiChannels;
