import type { WalletStatus } from '@vm/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';

/**
 * GET /api/wallets: balance (fen), whether a pay password exists, and a wrong-password lock. Read by
 * the wallet pages and the payment page (the balance option), hence shared.
 */
export function useWalletStatus() {
  return useQuery({ queryKey: queryKeys.wallet.all, queryFn: ({ signal }): Promise<WalletStatus> => typedApi.get('/wallets', { signal }) });
}
