import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ja } from '@shared/messages';
import { configureZodJapanese, fieldMessage } from '@shared/validation';
import { Invalid } from '../../src-server/platform/errors';
import { toApiError } from '../../src-server/platform/http/errors';
import { parseInput } from '../../src-server/platform/http/validation';

/** The answer the route edge gives for the input's refusal (a 422). */
function errorsOf(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof Invalid) {
      const answer = toApiError(error);
      expect(answer.statusCode).toBe(422);
      return answer.body;
    }
  }
  throw new Error('expected a validation error');
}

describe('field errors of a request', () => {
  configureZodJapanese();

  it('words a check that brought no message of its own as the field’s invalid value, not zod’s generic text', () => {
    const schema = z.object({ email: z.string().refine((value) => value.includes('@')) });
    expect(errorsOf(schema, { email: 'x' })).toEqual({
      message: expect.any(String),
      errors: [{ name: 'email', message: fieldMessage(ja.forms.user.email, ja.server.invalidValue) }],
    });
  });

  it('keeps the catalogue message a shared rule put on its check', () => {
    const message = fieldMessage(ja.forms.user.email, ja.validation.required);
    const schema = z.object({ email: z.string().refine((value) => value !== '', { error: message }) });
    expect(errorsOf(schema, { email: '' })).toMatchObject({ errors: [{ name: 'email', message }] });
  });
});
