import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { loginFormSchema } from '@shared/validation';
import type { LoginFormValues } from '@shared/validation';
import { lazyResolver } from '../../../../../src-renderer/components/form/lazyResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<LoginFormValues>>[2];

describe('lazyResolver', () => {
  it('validates exactly as the rules it loads, loading them once', async () => {
    const rules = zodResolver(loginFormSchema);
    const load = vi.fn(() => Promise.resolve(rules));
    const { resolver } = lazyResolver(load);
    for (const values of [
      { email: '', password: '' },
      { email: 'not-an-email', password: 'x' },
      { email: 'client@demo.example', password: 'DemoPass-2026!' },
    ]) {
      expect(await resolver(values, undefined, options)).toEqual(await rules(values, undefined, options));
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, before the first submit', async () => {
    const load = vi.fn(() => Promise.resolve(zodResolver(loginFormSchema)));
    const { preload, resolver } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: '', password: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next submit after it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<LoginFormValues>>>()
      .mockRejectedValueOnce(new Error('chunk not found'))
      .mockResolvedValue(zodResolver(loginFormSchema));
    const { preload, resolver } = lazyResolver(load);
    preload();
    await expect(resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow(
      'chunk not found',
    );
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(Object.keys(result.errors)).toEqual(['email', 'password']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
