import { describe, expect, it } from 'vitest';
import {
  buyerMayCancel,
  choiceOpen,
  defaultChoice,
  OFFLINE_STATUS,
  PAYMENT_MODES,
  paymentOptions,
  paymentRefusal,
  refundChannelOf,
  type PayableOrderFacts,
  type WalletFacts,
} from './payment-options';

const NOW = Date.parse('2026-11-22T10:00:00+08:00');
const order = (extra: Partial<PayableOrderFacts> = {}): PayableOrderFacts => ({
  status: 'submitted',
  actualFee: 50_000,
  offlineStatus: OFFLINE_STATUS.none,
  expiresAt: '2026-11-23T10:00:00+08:00',
  groupStatus: null,
  ...extra,
});
const wallet = (extra: Partial<WalletFacts> = {}): WalletFacts => ({ balance: 2_000_000, hasPayPassword: true, lockedUntil: null, ...extra });

describe('paymentOptions: balance', () => {
  it.each([
    ['enough balance and a password', {}, {}, { enabled: true }],
    ['exactly the amount', {}, { balance: 50_000 }, { enabled: true }],
    ['one fen short', {}, { balance: 49_999 }, { enabled: false, block: 'insufficient' }],
    ['no pay password', {}, { hasPayPassword: false }, { enabled: false, block: 'no-password' }],
    ['wallet not loaded yet', {}, { balance: undefined }, { enabled: false, block: 'loading' }],
    ['a transfer proof awaiting confirmation', { offlineStatus: OFFLINE_STATUS.awaiting }, {}, { enabled: false, block: 'offline' }],
    ['locked after wrong passwords', {}, { lockedUntil: '2026-11-22T10:15:00+08:00' }, { enabled: false, block: 'locked' }],
    ['a lock that has passed', {}, { lockedUntil: new Date('2026-11-22T09:59:00+08:00') }, { enabled: true }],
    ['a refused proof (may pay another way)', { offlineStatus: OFFLINE_STATUS.refused }, {}, { enabled: true }],
    ['an order already paid', { status: 'paid' }, {}, { enabled: false, block: 'refused' }],
    ['an order past its deadline', { expiresAt: NOW }, {}, { enabled: false, block: 'refused' }],
  ] as const)('%s', (_name, orderExtra, walletExtra, expected) => {
    expect(paymentOptions(order(orderExtra), wallet(walletExtra), NOW).balance).toEqual(expected);
  });

  it('treats an unknown wallet as loading', () => {
    expect(paymentOptions(order(), undefined, NOW).balance).toEqual({ enabled: false, block: 'loading' });
  });
});

describe('paymentOptions: the other methods and the refusal', () => {
  it('turns the online form and scan-code off while a transfer is in progress, transfer stays on', () => {
    expect(paymentOptions(order({ offlineStatus: OFFLINE_STATUS.awaiting }), wallet(), NOW)).toMatchObject({
      refusal: 'PROOF_AWAITING',
      online: false,
      scanCode: false,
      transfer: true,
    });
    expect(paymentOptions(order({ offlineStatus: OFFLINE_STATUS.refused }), wallet(), NOW)).toMatchObject({
      refusal: null,
      online: true,
      scanCode: true,
      transfer: true,
    });
  });

  it('turns bank transfer off for a group-buy', () => {
    expect(paymentOptions(order({ groupStatus: 1 }), wallet(), NOW)).toMatchObject({ online: true, scanCode: true, transfer: false });
    expect(paymentOptions(order(), wallet(), NOW)).toMatchObject({ transfer: true });
  });

  it('closes everything once the order is paid, cancelled or past its deadline, naming why', () => {
    const closed = { balance: { enabled: false, block: 'refused' }, online: false, scanCode: false, transfer: false };
    expect(paymentOptions(order({ status: 'paid' }), wallet(), NOW)).toEqual({ refusal: 'ORDER_ALREADY_PAID', ...closed });
    expect(paymentOptions(order({ status: 'cancelled' }), wallet(), NOW)).toEqual({ refusal: 'ORDER_ALREADY_PAID', ...closed });
    expect(paymentOptions(order({ expiresAt: new Date(NOW) }), wallet(), new Date(NOW))).toEqual({ refusal: 'ORDER_EXPIRED', ...closed });
    expect(paymentOptions(order({ expiresAt: NOW + 1 }), wallet(), NOW).refusal).toBeNull();
  });

  it('refuses in the server order: not unpaid, then a proof awaiting, then the deadline', () => {
    expect(paymentRefusal({ status: 'paid', offlineStatus: OFFLINE_STATUS.confirmed, expiresAt: NOW - 1 }, NOW)).toBe('ORDER_ALREADY_PAID');
    expect(paymentRefusal({ status: 'submitted', offlineStatus: OFFLINE_STATUS.awaiting, expiresAt: NOW - 1 }, NOW)).toBe('PROOF_AWAITING');
    expect(paymentRefusal({ status: 'submitted', offlineStatus: OFFLINE_STATUS.refused, expiresAt: NOW - 1 }, NOW)).toBe('ORDER_EXPIRED');
    expect(paymentRefusal({ status: 'submitted', offlineStatus: OFFLINE_STATUS.refused, expiresAt: NOW + 1 }, NOW)).toBeNull();
  });
});

describe('defaultChoice and choiceOpen', () => {
  it('opens on the online form, on the transfer while one is under way or was refused', () => {
    expect(defaultChoice(paymentOptions(order(), wallet(), NOW), OFFLINE_STATUS.none)).toBe(PAYMENT_MODES.onlineForm);
    expect(defaultChoice(paymentOptions(order({ offlineStatus: OFFLINE_STATUS.awaiting }), wallet(), NOW), OFFLINE_STATUS.awaiting)).toBe(
      PAYMENT_MODES.transfer,
    );
    expect(defaultChoice(paymentOptions(order({ offlineStatus: OFFLINE_STATUS.refused }), wallet(), NOW), OFFLINE_STATUS.refused)).toBe(PAYMENT_MODES.transfer);
    expect(defaultChoice(paymentOptions(order({ groupStatus: 1 }), wallet(), NOW), OFFLINE_STATUS.none)).toBe(PAYMENT_MODES.onlineForm);
    expect(defaultChoice(paymentOptions(order({ status: 'paid' }), wallet(), NOW), OFFLINE_STATUS.none)).toBeUndefined();
  });

  it('a choice that the rules close is no longer open', () => {
    const options = paymentOptions(order(), wallet({ balance: 0 }), NOW);
    expect(choiceOpen(options, 'balance')).toBe(false);
    expect(choiceOpen(options, PAYMENT_MODES.onlineForm)).toBe(true);
  });
});

describe('refunds and cancellation', () => {
  it('refunds back the way the money came in', () => {
    expect([PAYMENT_MODES.scanCode, PAYMENT_MODES.onlineForm, PAYMENT_MODES.transfer, PAYMENT_MODES.balance, null].map(refundChannelOf)).toEqual([
      'alipay',
      'alipay',
      'transfer',
      'wallet',
      'wallet',
    ]);
  });

  it('lets the buyer cancel unpaid (no proof awaiting) or paid with nothing reviewed', () => {
    expect(buyerMayCancel({ status: 'submitted', offlineStatus: OFFLINE_STATUS.none }, ['submitted'])).toBe(true);
    expect(buyerMayCancel({ status: 'submitted', offlineStatus: OFFLINE_STATUS.awaiting }, ['submitted'])).toBe(false);
    expect(buyerMayCancel({ status: 'paid', offlineStatus: OFFLINE_STATUS.confirmed }, ['paid', 'paid'])).toBe(true);
    expect(buyerMayCancel({ status: 'paid', offlineStatus: OFFLINE_STATUS.none }, ['paid', 'approved'])).toBe(false);
    expect(buyerMayCancel({ status: 'approved', offlineStatus: OFFLINE_STATUS.none }, ['approved'])).toBe(false);
  });
});
