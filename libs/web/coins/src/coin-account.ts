import type { CoinAccountView, CoinSyncResult } from '@resellpk/contracts';
import { liveCoinUnits } from '@resellpk/domain';
import { api, isApiError } from '@resellpk/web-api';
import { useSession } from '@resellpk/web-session';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/** The account as read, with this device's clock at that moment (the live figure ticks from the server's time). */
export interface CoinAccountSnapshot {
  account: CoinAccountView;
  receivedAt: number;
}

/** Every coin query of a user starts with this (purchase and sync invalidate under it). */
export const coinsKey = (userId: string | null) => ['coins', userId ?? 'anonymous'] as const;
export const coinAccountKey = (userId: string | null) => [...coinsKey(userId), 'account'] as const;

/** The spec's "every 60 s the stored balance is updated with server-calculated rewards". */
export const COIN_SYNC_INTERVAL_MS = 60_000;

const snapshot = (account: CoinAccountView): CoinAccountSnapshot => ({ account, receivedAt: Date.now() });

/**
 * One sync schedule per signed-in user for the whole page (the chip in the shell and the coins page
 * in the storefront share this module): POST coins/sync every 60 s while the tab is visible, and
 * at once when it becomes visible again. Mining goes on on the server meanwhile, nothing is lost.
 */
const schedules = new Map<string, { users: number; stop: () => void }>();

function startSchedule(userId: string, client: QueryClient): () => void {
  let inFlight = false;
  const sync = async () => {
    if (inFlight || document.visibilityState === 'hidden') return;
    inFlight = true;
    try {
      const result = await api.post<CoinSyncResult>('/coins/sync');
      client.setQueryData(coinAccountKey(userId), snapshot(result.account));
    } catch {
      // the spec: mining failures are only logged; the live figure keeps ticking from the last read
    } finally {
      inFlight = false;
    }
  };
  const timer = setInterval(() => void sync(), COIN_SYNC_INTERVAL_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void sync();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

function useCoinSync(userId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof document === 'undefined') return undefined;
    const running = schedules.get(userId) ?? { users: 0, stop: startSchedule(userId, client) };
    running.users += 1;
    schedules.set(userId, running);
    return () => {
      running.users -= 1;
      if (running.users === 0) {
        running.stop();
        schedules.delete(userId);
      }
    };
  }, [userId, client]);
}

/**
 * The signed-in user's coin account (GET coins), kept in sync every 60 s. Right after signup the
 * account is opened from the registration event a moment later: a 404 is retried for a while.
 */
export function useCoinAccount() {
  const { status, user } = useSession();
  const userId = status === 'authenticated' && user ? user.id : null;
  useCoinSync(userId);
  return useQuery({
    queryKey: coinAccountKey(userId),
    queryFn: async () => snapshot(await api.get<CoinAccountView>('/coins')),
    enabled: userId !== null,
    retry: (count, error) => (isApiError(error) && error.status === 404 ? count < 8 : !(isApiError(error) && error.status < 500) && count < 2),
    retryDelay: (count) => Math.min(500 * 2 ** count, 4000),
    staleTime: COIN_SYNC_INTERVAL_MS,
  });
}

// one 1-second clock for every live figure on the page
let now = Date.now();
const listeners = new Set<() => void>();
let clock: ReturnType<typeof setInterval> | undefined;
function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  if (!clock) {
    now = Date.now();
    clock = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && clock) {
      clearInterval(clock);
      clock = undefined;
    }
  };
}
const readClock = () => now;

/** Date.now(), refreshed every second while a component uses it. */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribeClock, readClock, readClock);
}

/** Live units from a snapshot at `atMs` (stored + mined since the last update). */
export function liveUnitsOf(data: CoinAccountSnapshot | undefined, atMs: number): bigint | null {
  return data ? liveCoinUnits(data.account, data.receivedAt, atMs) : null;
}

/**
 * The live balance, ticking every second: stored + mined since lastMiningUpdate (exact units, a
 * bigint). `units` is null until the account is known.
 */
export function useLiveCoinBalance() {
  const query = useCoinAccount();
  const at = useSecondClock();
  return { units: liveUnitsOf(query.data, Math.max(at, query.data?.receivedAt ?? 0)), query };
}
