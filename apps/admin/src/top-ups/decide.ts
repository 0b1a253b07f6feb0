import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRequestView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { liveKeys } from '@resellpk/web-live';

export type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason?: string };

/** Approve or reject a payment request; the server answers the spec's conflict when already decided. */
export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.decision === 'approve'
        ? api.post<PaymentRequestView>(`/admin/payment-requests/${d.id}/approve`)
        : api.post<PaymentRequestView>(`/admin/payment-requests/${d.id}/reject`, { reason: d.reason?.trim() || null }),
    onSuccess: (view) => {
      qc.setQueryData(liveKeys.paymentRequest(view.id), view);
      void qc.invalidateQueries({ queryKey: liveKeys.staffChatsAll });
      void qc.invalidateQueries({ queryKey: liveKeys.room(view.chatRoomId) });
    },
  });
}
