import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useState } from 'react';
import { appendMessage } from './live-sync';

/**
 * A payment chat's message box, for the reseller and for staff: the text, and a send that puts
 * the posted message in the thread at once (the live event for it is then a no-op) and clears the
 * box. `submit` ignores blank text, a disabled box and a send already under way.
 */
export function useChatComposer(roomId: string, { disabled = false, onError }: { disabled?: boolean; onError: (error: Error) => void }) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (content: string) => api.post<ChatMessageView>(`/chats/${roomId}/messages`, { content }),
    onSuccess: (message) => {
      appendMessage(qc, message);
      setText('');
    },
    onError,
  });
  const submit = () => {
    const content = text.trim();
    if (!content || disabled || send.isPending) return;
    send.mutate(content);
  };
  return { text, setText, submit, sending: send.isPending, canSend: !disabled && text.trim().length > 0 };
}
