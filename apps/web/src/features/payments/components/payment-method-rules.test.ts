import { describe, expect, it } from 'vitest';
import { choiceOpen, defaultChoice, paymentMethodRules, type PaymentFacts } from './payment-method-rules';

const NOW = Date.parse('2026-11-22T10:00:00+08:00');
const facts = (extra: Partial<PaymentFacts> = {}): PaymentFacts => ({
  actualFee: 50_000,
  balance: 2_000_000,
  hasPayPassword: true,
  lockedUntil: null,
  offlineStatus: 0,
  groupStatus: null,
  now: NOW,
  ...extra,
});

describe('paymentMethodRules', () => {
  it.each([
    ['enough balance and a password', {}, { enabled: true }],
    ['exactly the amount', { balance: 50_000 }, { enabled: true }],
    ['one fen short', { balance: 49_999 }, { enabled: false, block: 'insufficient' }],
    ['no pay password', { hasPayPassword: false }, { enabled: false, block: 'no-password' }],
    ['wallet not loaded yet', { balance: undefined }, { enabled: false, block: 'loading' }],
    ['a transfer proof awaiting confirmation', { offlineStatus: 1 }, { enabled: false, block: 'offline' }],
    ['locked after wrong passwords', { lockedUntil: '2026-11-22T10:15:00+08:00' }, { enabled: false, block: 'locked' }],
    ['a lock that has passed', { lockedUntil: '2026-11-22T09:59:00+08:00' }, { enabled: true }],
    ['a refused proof (may pay another way)', { offlineStatus: 3 }, { enabled: true }],
  ] as const)('balance: %s', (_name, extra, expected) => {
    expect(paymentMethodRules(facts(extra)).balance).toEqual(expected);
  });

  it('turns the online form and scan-code off while a transfer is in progress, transfer stays on', () => {
    expect(paymentMethodRules(facts({ offlineStatus: 1 }))).toMatchObject({ online: false, scanCode: false, transfer: true });
    expect(paymentMethodRules(facts({ offlineStatus: 3 }))).toMatchObject({ online: true, scanCode: true, transfer: true });
  });

  it('turns bank transfer off for a group-buy', () => {
    expect(paymentMethodRules(facts({ groupStatus: 1 }))).toMatchObject({ online: true, scanCode: true, transfer: false });
    expect(paymentMethodRules(facts())).toMatchObject({ transfer: true });
  });
});

describe('defaultChoice and choiceOpen', () => {
  it('opens on the online form, on the transfer while one is under way or was refused', () => {
    expect(defaultChoice(paymentMethodRules(facts()), 0)).toBe(2);
    expect(defaultChoice(paymentMethodRules(facts({ offlineStatus: 1 })), 1)).toBe(3);
    expect(defaultChoice(paymentMethodRules(facts({ offlineStatus: 3 })), 3)).toBe(3);
    expect(defaultChoice(paymentMethodRules(facts({ groupStatus: 1 })), 0)).toBe(2);
  });

  it('a choice that the rules close is no longer open', () => {
    const rules = paymentMethodRules(facts({ balance: 0 }));
    expect(choiceOpen(rules, 'balance')).toBe(false);
    expect(choiceOpen(rules, 2)).toBe(true);
  });
});
