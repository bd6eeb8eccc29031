import { z } from 'zod';

/** GET /api/wallets (api.md "Payments"): the balance (fen) is the sum of the wallet ledger. */
export const ZWallet = z.object({
  balance_sum: z.number().int(),
  /** The same amount in yuan, for display (`'10000.00'`). */
  balance: z.string(),
  has_pay_password: z.boolean(),
  wallet_info: z.string(),
});
export type Wallet = z.infer<typeof ZWallet>;
