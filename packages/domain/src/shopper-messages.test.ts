import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  isStartReply,
  isStopReply,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  templateProblem,
} from './shopper-messages';

describe('message templates', () => {
  it('ships a valid default for every kind in every language', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const language of MESSAGE_LANGUAGES) {
        expect(templateProblem(DEFAULT_TEMPLATES[kind][language]), `${kind} ${language}`).toBe(
          null,
        );
      }
    }
  });

  it('names the unknown placeholder, and refuses an empty text', () => {
    expect(templateProblem('Hello {name}, {amount} due')).toMatch(
      /^Unknown placeholder \{amount\}/,
    );
    expect(templateProblem('  ')).toBe('The message must not be empty');
    expect(templateProblem('x'.repeat(1001))).toMatch(/at most 1000/);
  });

  it('fills the placeholders and leaves values not known yet empty', () => {
    expect(
      fillTemplate('{name}: {orderNumber} {courier}.', { name: '“A”', orderNumber: 'ZB-1' }),
    ).toBe('“A”: ZB-1 .');
  });
});

describe('STOP replies', () => {
  it('knows STOP in English, Roman Urdu and Urdu, as the whole reply', () => {
    for (const reply of [
      'STOP',
      'stop.',
      ' Stop! ',
      'Unsubscribe',
      'band karo',
      'Band Karein',
      'بند',
      'بند کریں۔',
    ]) {
      expect(isStopReply(reply), reply).toBe(true);
    }
    for (const reply of ["don't stop my order", 'Confirm', 'bandh', 'stopped by']) {
      expect(isStopReply(reply), reply).toBe(false);
    }
  });

  it('takes START, Roman Urdu and Urdu forms as lifting a STOP, only as the whole reply', () => {
    for (const reply of [
      'START',
      'start.',
      'Unstop',
      'Shuru karo',
      'shuru karein',
      'Chalu karo',
      'شروع',
      'شروع کریں۔',
    ]) {
      expect(isStartReply(reply), reply).toBe(true);
      expect(isStopReply(reply), reply).toBe(false);
    }
    for (const reply of ['start my order', 'STOP', 'Confirm', 'do not start']) {
      expect(isStartReply(reply), reply).toBe(false);
    }
  });
});
