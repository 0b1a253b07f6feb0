import type { ReferralCodeRef } from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { useQuery } from '@tanstack/react-query';

/** A referral code from `?ref=`; anything that is not a plausible code is ignored rather than sent. */
export function readReferralCode(raw: string | null): string | null {
  const value = (raw ?? '').trim();
  return /^[A-Za-z0-9_-]{3,32}$/.test(value) ? value : null;
}

/**
 * Asks the server whether the link's code exists (public GET coins/referral-codes/:code).
 * `code` is the code as stored (upper case) once confirmed; `unknown` when the server says there is
 * no such code. A failed check shows neither: the signup itself checks the code again.
 */
export function useReferralCodeCheck(code: string | null): { code: string | null; unknown: boolean; checking: boolean } {
  const check = useQuery({
    queryKey: ['referral-code', code],
    queryFn: ({ signal }) => api.get<ReferralCodeRef>(`/coins/referral-codes/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });
  return {
    code: check.data?.code ?? null,
    unknown: isApiError(check.error) && check.error.status === 404,
    checking: code !== null && check.isPending,
  };
}
