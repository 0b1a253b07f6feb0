import type { ChatMessageView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { Typography } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** How one remote draws its thread: sizes and colours (the storefront's brand, the admin's antd blue). */
export interface ChatThreadLook {
  /** the log's height: it scrolls once the messages outgrow `maxHeight` */
  minHeight: number;
  maxHeight: string;
  /** how wide a bubble may grow, of the thread's width */
  bubbleMaxWidth: string;
  /** the viewer's own bubbles (white text on it) */
  ownBackground: string;
  /** the system's notes, centred */
  systemBackground: string;
  systemColor?: string;
  /** the time under a message: its alignment and how faint it is in an own and another's bubble */
  stampAlign?: CSSProperties['textAlign'];
  stampOpacity: { own: number; other: number };
  /** the "No messages yet." line */
  emptyStyle?: CSSProperties;
}

export interface ChatThreadProps {
  /** oldest first */
  messages: ChatMessageView[];
  /** the viewer's own messages sit on the right, coloured */
  isOwn: (message: ChatMessageView) => boolean;
  /** an image message's picture, from the message's protected file path */
  renderImage: (path: string) => ReactNode;
  look: ChatThreadLook;
}

function Bubble({ message, own, look, renderImage }: { message: ChatMessageView; own: boolean } & Pick<ChatThreadProps, 'look' | 'renderImage'>) {
  if (message.messageType === 'system') {
    return (
      <div
        data-testid="chat-system-message"
        style={{ alignSelf: 'center', maxWidth: '92%', background: look.systemBackground, color: look.systemColor, borderRadius: 10, padding: '8px 12px', whiteSpace: 'pre-wrap', fontSize: 13 }}
      >
        {message.content}
        <div style={{ fontSize: 11, opacity: 0.85, marginTop: 4, textAlign: look.stampAlign }}>{formatDateTime(message.createdAt)}</div>
      </div>
    );
  }
  return (
    <div
      data-testid={own ? 'chat-own-message' : 'chat-other-message'}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: look.bubbleMaxWidth,
        background: own ? look.ownBackground : '#fff',
        color: own ? '#fff' : 'inherit',
        border: own ? 'none' : '1px solid #e5e7eb',
        borderRadius: 12,
        padding: '8px 12px',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {message.messageType === 'image' && message.fileUrl ? renderImage(message.fileUrl) : message.content}
      <div style={{ fontSize: 11, opacity: own ? look.stampOpacity.own : look.stampOpacity.other, marginTop: 4, textAlign: look.stampAlign }}>{formatDateTime(message.createdAt)}</div>
    </div>
  );
}

/**
 * A payment chat's messages, oldest first, scrolled to the newest: the system's notes centred, the
 * viewer's own on the right. The reseller's page and the staff's draw it, each with its own look,
 * its own idea of "own" and its own picture for an image message.
 */
export function ChatThread({ messages, isOwn, renderImage, look }: ChatThreadProps) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  // braces: scrollIntoView returns a promise in newer Chromium, and an effect may return only a cleanup
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
      style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12, background: '#f8fafc', borderRadius: 12, minHeight: look.minHeight, maxHeight: look.maxHeight, overflowY: 'auto' }}
    >
      {messages.length === 0 && (
        <Typography.Text type="secondary" style={look.emptyStyle}>
          {t('No messages yet.')}
        </Typography.Text>
      )}
      {messages.map((m) => (
        <Bubble key={m.id} message={m} own={isOwn(m)} look={look} renderImage={renderImage} />
      ))}
      <div ref={end} />
    </div>
  );
}
