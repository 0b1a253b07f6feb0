import type { ChatMessageView } from '@resellpk/contracts';
import '@resellpk/web-i18n';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatThread, type ChatThreadLook } from './chat-thread';

const LOOK: ChatThreadLook = { minHeight: 200, maxHeight: '55vh', bubbleMaxWidth: '80%', ownBackground: '#123456', systemBackground: '#eeeeee', stampOpacity: { own: 1, other: 0.75 } };
const message = (id: string, over: Partial<ChatMessageView> = {}) => ({ id, senderId: 'reseller', messageType: 'text', content: `text ${id}`, fileUrl: null, createdAt: '2026-01-02T10:00:00.000Z', ...over }) as ChatMessageView;
const render = (messages: ChatMessageView[], isOwn = (m: ChatMessageView) => m.senderId === 'reseller') =>
  renderToStaticMarkup(h(ChatThread, { messages, isOwn, look: LOOK, renderImage: (path: string) => h('img', { 'data-testid': 'chat-image', src: path }) }));

describe('ChatThread', () => {
  it('says so when there are no messages', () => {
    expect(render([])).toContain('No messages yet.');
  });

  it("puts the viewer's own on the right in the look's colour, and the system's notes apart", () => {
    const html = render([message('1'), message('2', { senderId: 'staff' }), message('3', { messageType: 'system', senderId: 'reseller' })]);
    expect(html.match(/data-testid="chat-[a-z-]+"/g)).toEqual(['data-testid="chat-thread"', 'data-testid="chat-own-message"', 'data-testid="chat-other-message"', 'data-testid="chat-system-message"']);
    expect(html).toContain('align-self:flex-end;max-width:80%;background:#123456');
    expect(html).not.toContain('No messages yet.');
  });

  it("asks the remote for an image message's picture; an image without a file shows its text", () => {
    const html = render([message('1', { messageType: 'image', fileUrl: '/api/media/a.webp', content: 'hidden' }), message('2', { messageType: 'image', content: 'caption' })], () => false);
    expect(html).toContain('<img data-testid="chat-image" src="/api/media/a.webp"/>');
    expect(html).not.toContain('hidden');
    expect(html).toContain('caption');
  });
});
