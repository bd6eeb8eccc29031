import { OFFLINE_STATUS, PAYMENT_MODES } from '@vm/contracts/payments';

/** The radio modes below the balance option (product-spec sections 4 and 9): 2 online form, 3 transfer, 1 scan-code. */
export type RadioMode = typeof PAYMENT_MODES.onlineForm | typeof PAYMENT_MODES.transfer | typeof PAYMENT_MODES.scanCode;
/** What the buyer chose: the balance option replaces the radios with a password box. */
export type PaymentChoice = 'balance' | RadioMode;

export interface PaymentFacts {
  /** The order's amount to pay (fen). */
  actualFee: number;
  /** Wallet balance (fen); undefined while unknown. */
  balance: number | undefined;
  hasPayPassword: boolean;
  /** Wrong-password lock end (ISO), when balance payment is locked. */
  lockedUntil: string | null;
  offlineStatus: number;
  /** A group-buy order's group flag; null for a plain order. */
  groupStatus: number | null;
  now: number;
}

export type BalanceBlock = 'loading' | 'offline' | 'insufficient' | 'no-password' | 'locked';

export interface PaymentMethodRules {
  balance: { enabled: boolean; block?: BalanceBlock };
  online: boolean;
  transfer: boolean;
  scanCode: boolean;
}

/**
 * "Offline status is set": a transfer proof is waiting for the operator or was accepted. A refused proof
 * clears it — the buyer may upload again or pay another way.
 */
export function offlineInProgress(offlineStatus: number): boolean {
  return offlineStatus === OFFLINE_STATUS.awaiting || offlineStatus === OFFLINE_STATUS.confirmed;
}

/**
 * Which payment methods are open (product-spec section 4): balance only when the wallet covers the
 * amount, the offline status is off and a pay password exists (and is not locked after wrong tries);
 * online form and scan-code are off while a transfer is in progress; bank transfer is off for group-buys.
 */
export function paymentMethodRules(facts: PaymentFacts): PaymentMethodRules {
  const offline = offlineInProgress(facts.offlineStatus);
  let block: BalanceBlock | undefined;
  if (offline) block = 'offline';
  else if (facts.balance === undefined) block = 'loading';
  else if (facts.balance < facts.actualFee) block = 'insufficient';
  else if (!facts.hasPayPassword) block = 'no-password';
  else if (facts.lockedUntil && Date.parse(facts.lockedUntil) > facts.now) block = 'locked';
  return {
    balance: block ? { enabled: false, block } : { enabled: true },
    online: !offline,
    transfer: !facts.groupStatus,
    scanCode: !offline,
  };
}

/**
 * The first open method: the transfer when one is under way or was refused (the buyer sees its state
 * or the reason), otherwise the online form.
 */
export function defaultChoice(rules: PaymentMethodRules, offlineStatus: number): PaymentChoice | undefined {
  if ((offlineInProgress(offlineStatus) || offlineStatus === OFFLINE_STATUS.refused) && rules.transfer) return PAYMENT_MODES.transfer;
  if (rules.online) return PAYMENT_MODES.onlineForm;
  if (rules.transfer) return PAYMENT_MODES.transfer;
  if (rules.balance.enabled) return 'balance';
  return undefined;
}

/** True when `choice` is still open under `rules` (rules change as the wallet and order load). */
export function choiceOpen(rules: PaymentMethodRules, choice: PaymentChoice): boolean {
  switch (choice) {
    case 'balance':
      return rules.balance.enabled;
    case PAYMENT_MODES.onlineForm:
      return rules.online;
    case PAYMENT_MODES.transfer:
      return rules.transfer;
    case PAYMENT_MODES.scanCode:
      return rules.scanCode;
  }
}

/** 6 digits exactly (product-spec section 5). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
