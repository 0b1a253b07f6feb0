import type { ChatMessageView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { AuthImage } from '@resellpk/web-live';
import { Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { SOLID_GREEN } from '@resellpk/web-ui';

function Bubble({ message, own }: { message: ChatMessageView; own: boolean }) {
  const t = useT();
  if (message.messageType === 'system') {
    return (
      <div data-testid="chat-system-message" style={{ alignSelf: 'center', maxWidth: '92%', background: '#f1f5f9', color: '#334155', borderRadius: 10, padding: '8px 12px', whiteSpace: 'pre-wrap', fontSize: 13 }}>
        {message.content}
        <div style={{ fontSize: 11, opacity: 0.85, marginTop: 4, textAlign: 'end' }}>{formatDateTime(message.createdAt)}</div>
      </div>
    );
  }
  return (
    <div
      data-testid={own ? 'chat-own-message' : 'chat-other-message'}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '82%',
        background: own ? SOLID_GREEN : '#fff',
        color: own ? '#fff' : 'inherit',
        border: own ? 'none' : '1px solid #e5e7eb',
        borderRadius: 12,
        padding: '8px 12px',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {message.messageType === 'image' && message.fileUrl ? (
        <AuthImage
          path={message.fileUrl}
          alt={t('Payment screenshot')}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 260, borderRadius: 8 }}
          data-testid="chat-image"
          fallback={<Skeleton.Image active />}
        />
      ) : null}
      {message.messageType !== 'image' || (message.content && !message.fileUrl) ? message.content : null}
      <div style={{ fontSize: 11, opacity: own ? 1 : 0.75, marginTop: 4, textAlign: 'end' }}>{formatDateTime(message.createdAt)}</div>
    </div>
  );
}

/** The payment chat's messages, oldest first, scrolled to the newest. */
export function ChatThread({ messages, userId }: { messages: ChatMessageView[]; userId: string }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t('Messages')}
      // it scrolls once the messages outgrow it (sooner in Urdu's taller script): focusable, so a keyboard can scroll it
      tabIndex={0}
      data-testid="chat-thread"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12, background: '#f8fafc', borderRadius: 12, minHeight: 200, maxHeight: '55vh', overflowY: 'auto' }}
    >
      {messages.length === 0 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 24 }}>
          {t('No messages yet.')}
        </Typography.Text>
      )}
      {messages.map((m) => (
        <Bubble key={m.id} message={m} own={m.senderId === userId} />
      ))}
      <div ref={end} />
    </div>
  );
}
