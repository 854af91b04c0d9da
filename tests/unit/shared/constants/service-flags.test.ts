import { describe, expect, it } from 'vitest';
import { serviceDetailSchema, serviceLookupItemSchema, serviceSettingSchema } from '@shared/api';
import { perServiceFlag, SERVICE_FLAGS } from '@shared/constants';
import { ja } from '@shared/messages/ja';
import { serviceSettingFormSchema } from '@shared/validation/forms/service';

const flagKeys = (shape: object) => Object.keys(shape).filter((key) => key.startsWith('enable'));

describe('the service feature switches come from SERVICE_FLAGS', () => {
  it('perServiceFlag gives one entry per switch, in SERVICE_FLAGS order', () => {
    expect(perServiceFlag((flag) => flag.length)).toEqual(
      Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, flag.length])),
    );
    expect(Object.keys(perServiceFlag(() => 0))).toEqual([...SERVICE_FLAGS]);
  });

  it.each([
    ['the service setting answer', serviceSettingSchema.shape],
    ['the service lookup item', serviceLookupItemSchema.shape],
    ['the service detail', serviceDetailSchema.shape],
    ['the service setting form', serviceSettingFormSchema.shape],
  ])('%s lists every switch in that order', (_, shape) => {
    expect(flagKeys(shape)).toEqual([...SERVICE_FLAGS]);
  });

  it('the service detail still needs each of the three switches the spec shows', () => {
    const spec = { name: 'デモ', enableTopSetting: 1, enableCustomerSetting: 0, enableTrailCalc: 1 };
    for (const flag of ['enableTopSetting', 'enableCustomerSetting', 'enableTrailCalc'] as const) {
      const { [flag]: _left, ...rest } = spec;
      expect(serviceDetailSchema.safeParse(rest).success, flag).toBe(false);
    }
  });

  it('the lookup item takes a service without switches', () => {
    expect(serviceLookupItemSchema.safeParse({ id: 1, name: 'デモ', subdomain: 'demo' }).success).toBe(true);
  });

  it('each form switch is labelled with its own name', () => {
    const labels = ja.forms.service;
    for (const flag of SERVICE_FLAGS) {
      const result = serviceSettingFormSchema.shape[flag].safeParse('x');
      expect(result.success, flag).toBe(false);
      expect(result.error?.issues[0]?.message, flag).toContain(labels[flag]);
    }
  });
});
