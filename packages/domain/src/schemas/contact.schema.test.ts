import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact.schema';
import { allMessages, fieldMessages } from './test-helpers';

const valid = {
  name: 'Sana',
  email: 'sana@example.pk',
  phone: '03211234567',
  message: 'Do you ship to Karachi?',
};

describe('contactFormSchema (spec §5 contact form)', () => {
  it('accepts a complete message', () => {
    expect(contactFormSchema.parse(valid)).toEqual(valid);
  });

  it('an empty form reports one required message per field', () => {
    expect(allMessages(contactFormSchema, { name: '', email: '', phone: '', message: '' })).toEqual(
      ['Name is required', 'Email is required', 'Phone number is required', 'Message is required'],
    );
  });

  it.each([
    [{ name: 'S' }, { name: 'Name must be at least 2 characters' }],
    [{ name: ' S ' }, { name: 'Name must be at least 2 characters' }],
    [{ name: '' }, { name: 'Name is required' }],
    [{ email: 'sana@' }, { email: 'Enter a valid email' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ phone: '0321123456' }, { phone: 'Phone number must be 11 digits' }],
    [{ phone: '032112345678' }, { phone: 'Phone number must not exceed 11 digits' }],
    [{ phone: '+92 321 123456x' }, { phone: 'Phone number must only contain numbers' }],
    [{ message: '   ' }, { message: 'Message is required' }],
    [{ message: 'x'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
  ])('%j → %j', (change, messages) => {
    expect(fieldMessages(contactFormSchema, { ...valid, ...change })).toEqual(messages);
  });
});
