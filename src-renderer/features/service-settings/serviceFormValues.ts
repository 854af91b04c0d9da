import type { ServiceSetting } from '@shared/api';
import { SERVICE_FLAGS } from '@shared/constants';
import type { ServiceFlag } from '@shared/constants';
import type { ServiceSettingFormInput } from '@shared/validation';

const blankFlags = Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, 0])) as Record<ServiceFlag, 0>;

/** The form's starting values: the saved service, or blanks for a new one. Passwords always start empty. */
export function serviceFormValues(setting: ServiceSetting | undefined): ServiceSettingFormInput {
  if (!setting) {
    return {
      name: '',
      clientId: null,
      subdomain: '',
      googleMapApiKey: '',
      privacyPolicyUrl: '',
      termsOfService: '',
      paymentSiteId: '',
      paymentSitePassword: '',
      paymentShopId: '',
      paymentShopPassword: '',
      serviceTag: [],
      cardTemplate: null,
      serviceCode: '',
      kameiNo: '',
      inspectionUrl: '',
      ...blankFlags,
    };
  }
  return {
    name: setting.name,
    clientId: setting.clientId === null ? null : String(setting.clientId),
    subdomain: setting.subdomain,
    googleMapApiKey: setting.googleMapApiKey,
    privacyPolicyUrl: setting.privacyPolicyUrl,
    termsOfService: setting.termsOfService,
    paymentSiteId: setting.paymentSiteId,
    paymentSitePassword: '',
    paymentShopId: setting.paymentShopId,
    paymentShopPassword: '',
    serviceTag: setting.serviceTag.map((tag) => tag.name),
    cardTemplate: setting.cardTemplate === null ? null : String(setting.cardTemplate),
    serviceCode: setting.serviceCode,
    kameiNo: setting.kameiNo,
    inspectionUrl: setting.inspectionUrl,
    ...Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, setting[flag]])),
  };
}
