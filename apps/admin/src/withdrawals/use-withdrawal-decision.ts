import { useState } from 'react';
import type { AdminWithdrawalView } from '@resellpk/contracts';
import { formatPKR, PAYOUT_MSG } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { useDecideWithdrawal } from './withdrawals-api';

export type DecisionKind = 'paid' | 'reject';

/**
 * The pay or reject dialog's state: which withdrawal, the reference or reason typed, the error
 * shown under it. Confirming sends the decision; a refusal of the text (400) stays in the dialog,
 * any other failure closes it with a toast.
 */
export function useWithdrawalDecision() {
  const t = useT();
  const { toast } = useToast();
  const decide = useDecideWithdrawal();
  const [dialog, setDialog] = useState<{ kind: DecisionKind; w: AdminWithdrawalView } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (kind: DecisionKind, w: AdminWithdrawalView) => {
    setDialog({ kind, w });
    setText('');
    setError(null);
  };
  const confirm = () => {
    if (!dialog) return;
    const value = text.trim();
    if (!value) {
      setError(dialog.kind === 'paid' ? PAYOUT_MSG.referenceRequired : PAYOUT_MSG.reasonRequired);
      return;
    }
    const { w, kind } = dialog;
    decide.mutate(kind === 'paid' ? { id: w.id, outcome: 'paid', transferReference: value } : { id: w.id, outcome: 'reject', reason: value }, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: kind === 'paid' ? t('Withdrawal marked paid') : t('Withdrawal rejected'), description: `${w.referenceCode} · ${formatPKR(w.amountPaisa)}`, variant: 'success' });
      },
      onError: (err) => {
        if (isApiError(err) && err.status === 400) setError(err.message);
        else {
          setDialog(null);
          toast({ title: kind === 'paid' ? t('Failed to mark paid') : t('Failed to reject'), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' });
        }
      },
    });
  };
  return { dialog, text, setText, error, pending: decide.isPending, open, confirm, close: () => setDialog(null) };
}

export type WithdrawalDecision = ReturnType<typeof useWithdrawalDecision>;
