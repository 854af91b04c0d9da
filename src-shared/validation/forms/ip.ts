import { z } from 'zod';
import { ja } from '../../messages/ja';
import { fieldMessage } from '../message';
import { PATTERNS } from '../patterns';
import type { FormRule } from '../form-rules';

/** An IPv4 address as a number, so two addresses compare in order. */
export function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

export interface IpRangeOptions<T> {
  start: keyof T & string;
  end: keyof T & string;
  endLabel: string;
}

/** The end of an IP range is not before its start (both well formed; an empty end is a single address). */
export function ipRangeOrder<T extends object>({ start, end, endLabel }: IpRangeOptions<T>): FormRule<T> {
  return z.check<T>((context) => {
    const from = context.value[start];
    const to = context.value[end];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (!PATTERNS.ipv4.test(from) || !PATTERNS.ipv4.test(to)) return;
    if (ipv4ToNumber(to) >= ipv4ToNumber(from)) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(endLabel, ja.validation.ipRangeOrder),
      path: [end],
      input: to,
      continue: true,
    });
  });
}
