import type { CoinPackId, CoinPacksView, CoinPurchaseView, CoinTransactionPage, ReferralView } from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { coinsKey } from '@resellpk/web-coins';
import { useSession } from '@resellpk/web-session';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetPurchaseKey, purchaseKeyFor } from './purchase-key';

export const HISTORY_PAGE_SIZE = 20;

function useUserId(): string | null {
  const { status, user } = useSession();
  return status === 'authenticated' && user ? user.id : null;
}

export function useCoinPacks() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...coinsKey(userId), 'packs'],
    queryFn: ({ signal }) => api.get<CoinPacksView>('/coins/packs', { signal }),
    enabled: userId !== null,
  });
}

export function useReferral() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...coinsKey(userId), 'referral'],
    queryFn: ({ signal }) => api.get<ReferralView>('/coins/referral', { signal }),
    enabled: userId !== null,
    // the code is made with the account, moments after signup
    retry: (count, error) => (isApiError(error) && error.status === 404 ? count < 4 : count < 2),
  });
}

/** Every ledger row, newest first, a page at a time. */
export function useCoinHistory() {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: [...coinsKey(userId), 'transactions'],
    queryFn: ({ pageParam, signal }) =>
      api.get<CoinTransactionPage>(`/coins/transactions?limit=${HISTORY_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== null,
  });
}

/** Server answers that mean "maybe charged, maybe not": retried with the same key. */
const isUncertain = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);
const RETRY_DELAYS_MS = [1500, 3000, 6000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Buys a pack from the wallet with an Idempotency-Key kept until the purchase completes: an uncertain
 * answer (timeout, 503, network) is retried with the same key, and so is a later click, so the wallet
 * charges once. A wallet that cannot pay (409 INSUFFICIENT_FUNDS) keeps the key too: after adding
 * funds the same purchase goes through.
 */
export function usePurchasePack() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (packId: CoinPackId) => {
      if (!userId) throw new Error('not signed in');
      const key = purchaseKeyFor(userId, packId);
      for (let attempt = 0; ; attempt++) {
        try {
          const purchase = await api.post<CoinPurchaseView>(`/coins/packs/${packId}/purchase`, undefined, { headers: { 'Idempotency-Key': key } });
          forgetPurchaseKey(userId, packId);
          return purchase;
        } catch (error) {
          if (isUncertain(error) && attempt < RETRY_DELAYS_MS.length) {
            await sleep(RETRY_DELAYS_MS[attempt]);
            continue;
          }
          // refused outright (not the wallet's balance): a new click is a new purchase
          if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'INSUFFICIENT_FUNDS') forgetPurchaseKey(userId, packId);
          throw error;
        }
      }
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: coinsKey(userId) });
      // the wallet paid: whatever shows its balance reads it again
      await client.invalidateQueries({ predicate: (q) => q.queryKey.some((part) => typeof part === 'string' && /wallet/i.test(part)) });
    },
  });
}
