import { useQuery } from '@tanstack/react-query';
import type { PaymentRequestView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { liveKeys } from '@resellpk/web-live';

/**
 * Whether the Topup Chats list offers Approve on a card: only a request under review whose
 * screenshot, if it has one, a staff member has opened (wallet-payments records the first look when
 * staff load it, i.e. in the chat). Otherwise approve from the chat, where the proof is. A request
 * the list could not read (not yet loaded, or older than the list) is not offered.
 */
export function offersApproveInList(request: Pick<PaymentRequestView, 'status' | 'hasScreenshot' | 'screenshotViewedAt'> | undefined): boolean {
  if (!request || request.status !== 'under_review') return false;
  return !request.hasScreenshot || request.screenshotViewedAt !== null;
}

/** The requests under review, by id (under the Topup Chats key, so live updates refresh it too). */
export function useRequestsUnderReview() {
  return useQuery({
    queryKey: [...liveKeys.staffChatsAll, 'requests-under-review'],
    queryFn: async () => {
      const list = await api.get<PaymentRequestView[]>('/admin/payment-requests?status=under_review');
      return new Map(list.map((r) => [r.id, r]));
    },
  });
}
