import type { ChatMessageView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { useAuthImage } from '@resellpk/web-live';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

function ImageMessage({ path }: { path: string }) {
  const t = useT();
  const { url, failed } = useAuthImage(path);
  const [full, setFull] = useState(false);
  if (failed) return <Typography.Text type="secondary">{t('The image could not be loaded.')}</Typography.Text>;
  if (!url) return <div aria-busy="true" style={{ width: 160, height: 120, borderRadius: 8, background: '#eef0f3' }} />;
  return (
    <>
      <img src={url} alt={t('Payment screenshot')} style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 8 }} data-testid="chat-image" />
      <Button size="small" type="link" onClick={() => setFull(true)} style={{ paddingInline: 0 }} data-testid="view-full-size">
        {t('View Full Size')}
      </Button>
      <Modal open={full} onCancel={() => setFull(false)} footer={null} width="min(960px, 96vw)" title={t('Payment screenshot')}>
        <img src={url} alt={t('Payment screenshot')} style={{ width: '100%', height: 'auto' }} />
      </Modal>
    </>
  );
}

/** The staff view of a payment chat: system messages centred, the staff's own on the right. */
export function AdminThread({ messages, ownerId }: { messages: ChatMessageView[]; ownerId: string }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  // braces: scrollIntoView returns a promise in newer Chromium, and an effect may return only a cleanup
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    // it scrolls once the messages outgrow it: focusable, so a keyboard can scroll it
    <div role="log" aria-live="polite" aria-label={t('Messages')} tabIndex={0} data-testid="chat-thread" style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12, background: '#f8fafc', borderRadius: 12, minHeight: 220, maxHeight: '60vh', overflowY: 'auto' }}>
      {messages.length === 0 && <Typography.Text type="secondary">{t('No messages yet.')}</Typography.Text>}
      {messages.map((m) => {
        if (m.messageType === 'system') {
          return (
            <div key={m.id} data-testid="chat-system-message" style={{ alignSelf: 'center', maxWidth: '92%', background: '#eef2ff', borderRadius: 10, padding: '8px 12px', whiteSpace: 'pre-wrap', fontSize: 13 }}>
              {m.content}
              <div style={{ fontSize: 11, opacity: 0.85, marginTop: 4 }}>{formatDateTime(m.createdAt)}</div>
            </div>
          );
        }
        // "own" for staff is every message not from the reseller who owns the room
        const own = m.senderId !== ownerId;
        return (
          <div
            key={m.id}
            data-testid={own ? 'chat-own-message' : 'chat-other-message'}
            style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '80%', background: own ? '#1677ff' : '#fff', color: own ? '#fff' : 'inherit', border: own ? 'none' : '1px solid #e5e7eb', borderRadius: 12, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {m.messageType === 'image' && m.fileUrl ? <ImageMessage path={m.fileUrl} /> : m.content}
            <div style={{ fontSize: 11, opacity: 0.7, marginTop: 4 }}>{formatDateTime(m.createdAt)}</div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
