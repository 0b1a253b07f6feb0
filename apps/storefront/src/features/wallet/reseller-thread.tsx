import type { ChatMessageView } from '@resellpk/contracts';
import { ChatThread, type ChatThreadLook } from '@resellpk/web-chat';
import { useT } from '@resellpk/web-i18n';
import { AuthImage } from '@resellpk/web-live';
import { SOLID_GREEN } from '@resellpk/web-ui';
import { Skeleton } from 'antd';

/** The storefront's thread: the brand's green for the reseller's own messages, the times at the end. */
const RESELLER_LOOK: ChatThreadLook = {
  minHeight: 200,
  maxHeight: '55vh',
  bubbleMaxWidth: '82%',
  ownBackground: SOLID_GREEN,
  systemBackground: '#f1f5f9',
  systemColor: '#334155',
  stampAlign: 'end',
  stampOpacity: { own: 1, other: 0.75 },
  emptyStyle: { textAlign: 'center', padding: 24 },
};

/** A screenshot in the thread, a skeleton until it has loaded. */
function Screenshot({ path }: { path: string }) {
  const t = useT();
  return (
    <AuthImage
      path={path}
      alt={t('Payment screenshot')}
      style={{ display: 'block', maxWidth: '100%', maxHeight: 260, borderRadius: 8 }}
      data-testid="chat-image"
      fallback={<Skeleton.Image active />}
    />
  );
}

/** The payment chat's messages as the reseller sees them: their own on the right. */
export function ResellerThread({ messages, userId }: { messages: ChatMessageView[]; userId: string }) {
  return <ChatThread messages={messages} isOwn={(m) => m.senderId === userId} renderImage={(path) => <Screenshot path={path} />} look={RESELLER_LOOK} />;
}
