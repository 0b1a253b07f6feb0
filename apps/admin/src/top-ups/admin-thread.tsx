import type { ChatMessageView } from '@resellpk/contracts';
import { ChatThread, type ChatThreadLook } from '@resellpk/web-chat';
import { useT } from '@resellpk/web-i18n';
import { useAuthImage } from '@resellpk/web-live';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The admin's thread: antd's blue for the staff's own messages, a little taller. */
const STAFF_LOOK: ChatThreadLook = {
  minHeight: 220,
  maxHeight: '60vh',
  bubbleMaxWidth: '80%',
  ownBackground: '#1677ff',
  systemBackground: '#eef2ff',
  stampOpacity: { own: 0.7, other: 0.7 },
};

/** A screenshot in the thread, with a way to see it full size (staff check the transfer's details). */
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

/** The staff view of a payment chat: "own" for staff is every message not from the reseller who owns the room. */
export function AdminThread({ messages, ownerId }: { messages: ChatMessageView[]; ownerId: string }) {
  return <ChatThread messages={messages} isOwn={(m) => m.senderId !== ownerId} renderImage={(path) => <ImageMessage path={path} />} look={STAFF_LOOK} />;
}
