import { AppError, ErrorCode } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import { invalidFormMessage, serverFieldErrors } from './form-errors';

describe('form errors', () => {
  it("puts the server's first message on each refused field", () => {
    const taken = new AppError(ErrorCode.Validation, 'Taken', { email: ['This email is taken', 'Other'] });
    expect(serverFieldErrors(taken)).toEqual({ email: 'This email is taken' });
    expect(serverFieldErrors(new AppError(ErrorCode.Internal, 'Down'))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });

  it('says fields are missing only when one in error is empty, else what is wrong', () => {
    const missing = 'One or more mandatory fields are missing.';
    expect(invalidFormMessage({ firstname: 'First name is required' }, { firstname: '' }, missing)).toBe(missing);
    expect(invalidFormMessage({ phone: 'Phone must be a valid phone number' }, { phone: 'hello' }, missing)).toBe(
      'Phone must be a valid phone number',
    );
  });
});
