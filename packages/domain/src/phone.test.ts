import { describe, expect, it } from 'vitest';
import { phoneKey } from './phone';

describe('phoneKey', () => {
  it.each([
    '03001234567',
    '0300 1234567',
    '0300-123-4567',
    '+923001234567',
    '+92 300 1234567',
    '+92 (300) 123-4567',
    '+92 0300 1234567',
    '00923001234567',
    '0092-300-1234567',
    '923001234567',
    ' 03001234567 ',
  ])('reads %j as +923001234567', (text) => {
    expect(phoneKey(text)).toBe('+923001234567');
  });

  it('keeps landlines with their area code', () => {
    expect(phoneKey('042 35761234')).toBe('+924235761234');
  });

  it.each([
    '',
    '0300123456',
    '030012345678',
    '+443001234567',
    '3001234567',
    'phone',
    '03001234567x',
    '+92 00 1234 5678',
  ])('refuses %j', (text) => {
    expect(phoneKey(text)).toBeNull();
  });
});
