import type { ReceivingAccountView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

/** multipart field of the QR image (the gateway checks it by content) */
export const QR_FIELD = 'qr';

export function uploadQr(accountId: string, file: File): Promise<ReceivingAccountView> {
  const form = new FormData();
  form.append(QR_FIELD, file);
  return api.post<ReceivingAccountView>(`/admin/payment-methods/wallets/${accountId}/qr`, form);
}

export function removeQr(accountId: string): Promise<ReceivingAccountView> {
  return api.del<ReceivingAccountView>(`/admin/payment-methods/wallets/${accountId}/qr`);
}
