import { describe, expect, it } from 'vitest';
import { chargeTestCard, savedCardOf } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });

describe('the local checkout test cards', () => {
  it('approves 4242 4242 4242 4242 however it is spaced', () => {
    expect(chargeTestCard(card('4242 4242 4242 4242'), now)).toEqual({ approved: true });
    expect(chargeTestCard(card('4242-4242-4242-4242', '1/2031', '1234'), now)).toEqual({ approved: true });
  });

  it('declines 4000 0000 0000 0002 and the insufficient-funds card with Stripe-like messages', () => {
    expect(chargeTestCard(card('4000 0000 0000 0002'), now)).toEqual({
      approved: false,
      field: null,
      message: 'Your card was declined.',
    });
    expect(chargeTestCard(card('4000000000009995'), now)).toMatchObject({
      message: 'Your card has insufficient funds.',
    });
  });

  it('points at the field that is wrong', () => {
    expect(chargeTestCard(card('4242 4242 4242 4241'), now)).toMatchObject({ field: 'number' });
    expect(chargeTestCard(card('4242 4242 4242 4242', '13/30'), now)).toMatchObject({ field: 'expiry' });
    expect(chargeTestCard(card('4242 4242 4242 4242', 'soon'), now)).toMatchObject({ field: 'expiry' });
    expect(chargeTestCard(card('4242 4242 4242 4242', '12 / 30', '12'), now)).toMatchObject({ field: 'cvc' });
  });

  it('accepts a card until the end of its expiry month, not after', () => {
    expect(chargeTestCard(card('4242424242424242', '11/26'), now)).toEqual({ approved: true });
    expect(chargeTestCard(card('4242424242424242', '10/26'), now)).toMatchObject({
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
  });

  it('refuses any other valid card number: nothing real is ever charged', () => {
    expect(chargeTestCard(card('5555 5555 5555 4444'), now)).toMatchObject({
      approved: false,
      field: 'number',
      message: expect.stringContaining('4242 4242 4242 4242'),
    });
  });

  it('saves the card whose charges fail, but declines it when it pays', () => {
    const failing = card('4000 0000 0000 0341');
    expect(chargeTestCard(failing, now, 'save')).toEqual({ approved: true });
    expect(chargeTestCard(failing, now)).toEqual({
      approved: false,
      field: null,
      message: 'Your card was declined.',
    });
    expect(chargeTestCard(card('4000 0000 0000 0002'), now, 'save')).toMatchObject({ approved: false });
    expect(savedCardOf(failing)).toEqual({ last4: '0341', chargesFail: true });
    expect(savedCardOf(card('4242-4242-4242-4242'))).toEqual({ last4: '4242', chargesFail: false });
  });
});
