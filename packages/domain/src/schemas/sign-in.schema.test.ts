import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in.schema';
import { allMessages, fieldMessages } from './test-helpers';

describe('signInSchema (spec §5)', () => {
  it('accepts an email and password, trimming the email', () => {
    expect(signInSchema.parse({ email: ' admin@shop.pk ', password: 'secret' })).toEqual({
      email: 'admin@shop.pk',
      password: 'secret',
    });
  });

  it.each([
    [{ email: '', password: 'x' }, { email: 'Email is required' }],
    [{ email: '   ', password: 'x' }, { email: 'Email is required' }],
    [{ password: 'x' }, { email: 'Email is required' }],
    [{ email: 'admin@', password: 'x' }, { email: 'Enter a valid email' }],
    [{ email: 'admin.shop.pk', password: 'x' }, { email: 'Enter a valid email' }],
    [{ email: 'admin@shop.pk', password: '' }, { password: 'Password is required' }],
    [{ email: 'admin@shop.pk' }, { password: 'Password is required' }],
  ])('%j → %j', (input, messages) => {
    expect(fieldMessages(signInSchema, input)).toEqual(messages);
  });

  it('an empty email reports only that it is required', () => {
    expect(allMessages(signInSchema, { email: '', password: 'x' })).toEqual(['Email is required']);
  });
});
