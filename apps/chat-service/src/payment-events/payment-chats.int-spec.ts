import { randomUUID } from 'node:crypto';
import { eventually } from '@resellpk/backend-testing';
import {
  ChatEvents,
  ChatSubjects as S,
  IdentityEvents,
  WalletPaymentsEvents as W,
  type ChatMessageView,
  type ChatRoomSummary,
  type ChatRoomView,
  type ChatTemplateView,
  type MessagePostedV1,
  type NotificationPage,
  type PaymentRequestCreatedV1,
  type RequestContext,
  type StaffChatRoomPage,
} from '@resellpk/contracts';
import { resellerCtx, staffCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';

/**
 * A payment request's chat from wallet-payments' events (docs/wallet-and-chats.md), the thread's
 * rules, unread counts per side, the staff list and who may see what.
 */
describe('payment chats', () => {
  let h: ChatHarness;
  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  const staff = staffCtx('topup_helper');
  const admin = staffCtx('admin');

  const createdEvent = (userId: string, over: Partial<PaymentRequestCreatedV1> = {}): PaymentRequestCreatedV1 => ({
    requestId: randomUUID(),
    userId,
    chatRoomId: randomUUID(),
    referenceCode: `TOP-${randomUUID().slice(0, 6).toUpperCase()}`,
    amountPaisa: 150_000,
    paymentMethodId: randomUUID(),
    paymentMethodName: 'Easypaisa',
    sendTo: { walletTitle: 'ResellPK Payments', walletAddress: '03001234567', instructions: 'Send from your own account.' },
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...over,
  });
  /** a room opened through the created event, as wallet-payments announces it */
  async function openRoom(owner: Partial<RequestContext> & { userId: string }, over: Partial<PaymentRequestCreatedV1> = {}, expected = 2) {
    const e = createdEvent(owner.userId, over);
    await h.publish(W.paymentRequestCreatedV1, e);
    const messages = await eventually(
      async () => {
        try {
          const list = await h.call<ChatMessageView[]>(S.listMessages, { roomId: e.chatRoomId }, staff);
          return list.length >= expected ? list : undefined;
        } catch {
          return undefined; // NOT_FOUND until the event is applied (the client retries the same way)
        }
      },
      20_000,
      'the room to open',
    );
    return { e, roomId: e.chatRoomId, messages };
  }
  const messagesOf = (roomId: string, ctx: Partial<RequestContext>) => h.call<ChatMessageView[]>(S.listMessages, { roomId }, ctx);
  const messageCount = async (roomId: string) =>
    Number((await h.service.dataSource.query(`SELECT count(*)::int AS n FROM chat_messages WHERE chat_room_id = $1`, [roomId]))[0].n);
  const postedFor = (roomId: string) => h.chatEvents.filter((e) => e.type === ChatEvents.messagePostedV1 && (e.data as MessagePostedV1).chatRoomId === roomId);

  it('created: opens the room with the welcome template, then the payment details, once however often the event arrives', async () => {
    const owner = resellerCtx();
    const { e, roomId, messages } = await openRoom(owner);
    const [welcomeTemplate] = (await h.call<ChatTemplateView[]>(S.listTemplates, {}, staff)).filter((t) => t.templateType === 'welcome_message');
    expect(messages.map((m) => [m.messageType, m.senderId])).toEqual([
      ['system', null],
      ['system', null],
    ]);
    expect(messages[0].content).toBe(welcomeTemplate.messageContent);
    expect(messages[0].content).toContain('Welcome');
    expect(messages[1].content).toBe(
      [
        'Payment Details:',
        'Method: Easypaisa',
        'Send to: ResellPK Payments',
        'Address: 03001234567',
        'Amount: Rs. 1,500',
        `Reference: ${e.referenceCode}`,
        'Instructions: Send from your own account.',
      ].join('\n'),
    );
    const room = await h.call<ChatRoomView>(S.getRoom, { roomId }, owner);
    expect(room).toMatchObject({
      id: roomId,
      userId: owner.userId,
      status: 'active',
      payment: { paymentRequestId: e.requestId, amountPaisa: 150_000, status: 'pending', referenceCode: e.referenceCode, paymentMethodName: 'Easypaisa' },
    });

    // the same event re-published past the duplicate window, and a second announcement of the
    // same room under a new event id: still one welcome and one payment-details message
    const again = await h.publish(W.paymentRequestCreatedV1, e);
    await h.publish(W.paymentRequestCreatedV1, e, { id: again.id, msgId: randomUUID() });
    await h.drained(W.paymentRequestCreatedV1);
    expect(await h.inboxRows(W.paymentRequestCreatedV1, again.id)).toBe(1);
    expect(await messageCount(roomId)).toBe(2);
    // every message went out on the bus once (the gateway relays them live)
    await eventually(() => postedFor(roomId).length === 2, 10_000, 'two message.posted events');
    expect(postedFor(roomId).map((p) => (p.data as MessagePostedV1).roomUserId)).toEqual([owner.userId, owner.userId]);
  });

  it('created without a receiving account still tells the method and amount; an inactive welcome template is not posted', async () => {
    const [welcome] = await h.call<ChatTemplateView[]>(S.listTemplates, {}, staff);
    await h.call(S.updateTemplate, { id: welcome.id, messageContent: welcome.messageContent, isActive: false }, admin);
    try {
      const owner = resellerCtx();
      const { messages, e } = await openRoom(owner, { sendTo: null, amountPaisa: 10_050 }, 1);
      await h.drained(W.paymentRequestCreatedV1);
      const all = await messagesOf(e.chatRoomId, owner);
      expect(all).toHaveLength(1);
      expect(messages[0].content).toBe(['Payment Details:', 'Method: Easypaisa', 'Amount: Rs. 100.50', `Reference: ${e.referenceCode}`].join('\n'));
    } finally {
      await h.call(S.updateTemplate, { id: welcome.id, messageContent: welcome.messageContent, isActive: true }, admin);
    }
  });

  it('submitted: under review once; a screenshot shows as the owner\'s image message, once on redelivery', async () => {
    const owner = resellerCtx();
    const { e, roomId } = await openRoom(owner);
    const paid = await h.publish(W.paymentRequestSubmittedV1, { requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, via: 'screenshot', submittedAt: new Date().toISOString() });
    await h.publish(W.paymentRequestSubmittedV1, { requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, via: 'screenshot', submittedAt: paid.occurredAt }, { id: paid.id, msgId: randomUUID() });
    await h.drained(W.paymentRequestSubmittedV1);
    expect(await h.inboxRows(W.paymentRequestSubmittedV1, paid.id)).toBe(1);
    const messages = await messagesOf(roomId, staff);
    expect(messages).toHaveLength(4);
    expect(messages[2]).toMatchObject({ messageType: 'system', senderId: null, content: 'Payment screenshot added by the reseller.' });
    expect(messages[3]).toMatchObject({ messageType: 'image', senderId: owner.userId, fileUrl: `/api/v1/payment-requests/${e.requestId}/screenshot` });
    expect((await h.call<ChatRoomView>(S.getRoom, { roomId }, owner)).payment.status).toBe('under_review');
  });

  it('staff see a system line when the reseller marks it paid and when they add a screenshot after that, each once', async () => {
    const owner = resellerCtx();
    const { e, roomId } = await openRoom(owner);
    const base = { requestId: e.requestId, userId: owner.userId, chatRoomId: roomId };
    const paid = await h.publish(W.paymentRequestSubmittedV1, { ...base, via: 'i_have_paid', submittedAt: new Date().toISOString() });
    await h.publish(W.paymentRequestSubmittedV1, { ...base, via: 'i_have_paid', submittedAt: paid.occurredAt }, { id: paid.id, msgId: randomUUID() });
    await h.drained(W.paymentRequestSubmittedV1);
    const shot = await h.publish(W.paymentRequestSubmittedV1, { ...base, via: 'screenshot', submittedAt: new Date().toISOString() });
    await h.drained(W.paymentRequestSubmittedV1);
    expect(await h.inboxRows(W.paymentRequestSubmittedV1, shot.id)).toBe(1);
    const messages = await messagesOf(roomId, staff);
    expect(messages.slice(2).map((m) => [m.messageType, m.content])).toEqual([
      ['system', 'Payment marked as paid by the reseller.'],
      ['system', 'Payment screenshot added by the reseller.'],
      ['image', 'Payment screenshot'],
    ]);
    expect((await h.call<ChatRoomView>(S.getRoom, { roomId }, owner)).payment.status).toBe('under_review');
  });

  it('an event that arrives before its room was opened is retried until it applies', async () => {
    const owner = resellerCtx();
    const e = createdEvent(owner.userId);
    const approved = await h.publish(W.paymentRequestApprovedV1, {
      requestId: e.requestId, userId: owner.userId, chatRoomId: e.chatRoomId, referenceCode: e.referenceCode, amountPaisa: e.amountPaisa,
      transactionId: randomUUID(), approvedBy: staff.userId, approvedAt: new Date().toISOString(),
    });
    await eventually(async () => {
      const info = await h.consumerInfo(W.paymentRequestApprovedV1);
      return info.num_redelivered > 0 || info.num_ack_pending > 0;
    }, 10_000, 'a failed delivery');
    expect(await h.inboxRows(W.paymentRequestApprovedV1, approved.id)).toBe(0);
    await h.publish(W.paymentRequestCreatedV1, e);
    await eventually(async () => (await h.inboxRows(W.paymentRequestApprovedV1, approved.id)) === 1, 30_000, 'the approval to apply');
    const messages = await messagesOf(e.chatRoomId, owner);
    expect(messages.map((m) => m.content).at(-1)).toBe('Your payment request has been approved! Rs. 1,500 has been added to your wallet.');
  });

  it('approved: the spec\'s message, the summary and a notification, each once on redelivery', async () => {
    const owner = resellerCtx();
    const { e, roomId } = await openRoom(owner, { amountPaisa: 250_000 });
    const data = {
      requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, referenceCode: e.referenceCode, amountPaisa: 250_000,
      transactionId: randomUUID(), approvedBy: staff.userId, approvedAt: new Date().toISOString(),
    };
    const env = await h.publish(W.paymentRequestApprovedV1, data);
    await h.publish(W.paymentRequestApprovedV1, data, { id: env.id, msgId: randomUUID() });
    await h.drained(W.paymentRequestApprovedV1);
    expect(await h.inboxRows(W.paymentRequestApprovedV1, env.id)).toBe(1);
    const messages = await messagesOf(roomId, owner);
    expect(messages).toHaveLength(3);
    expect(messages[2]).toMatchObject({ messageType: 'system', senderId: null, content: 'Your payment request has been approved! Rs. 2,500 has been added to your wallet.' });
    expect((await h.call<ChatRoomView>(S.getRoom, { roomId }, owner)).payment.status).toBe('approved');
    const page = await h.call<NotificationPage>(S.listNotifications, {}, owner);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ notificationType: 'other', title: 'Payment Approved', isRead: false, metadata: { amount: 250_000 } });
    expect(page.items[0].message).toContain(e.referenceCode);
    // a rejection delivered late never takes a decided request back
    await h.publish(W.paymentRequestSubmittedV1, { requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, via: 'i_have_paid', submittedAt: new Date().toISOString() });
    await h.drained(W.paymentRequestSubmittedV1);
    expect((await h.call<ChatRoomView>(S.getRoom, { roomId }, owner)).payment.status).toBe('approved');
  });

  it('rejected: with the reason, without one, and by timeout; then the room refuses new messages', async () => {
    const cases = [
      { reason: 'Amount not received', expired: false, text: 'Your payment request has been rejected. Reason: Amount not received', title: 'Payment Rejected' },
      { reason: null, expired: false, text: 'Your payment request has been rejected. Please contact support for more information.', title: 'Payment Rejected' },
      { reason: null, expired: true, text: 'Your payment request has been rejected. Reason: Auto-cancelled due to timeout', title: 'Payment Request Cancelled' },
    ];
    for (const c of cases) {
      const owner = resellerCtx();
      const { e, roomId } = await openRoom(owner);
      const data = {
        requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, referenceCode: e.referenceCode, amountPaisa: e.amountPaisa,
        reason: c.reason, rejectedBy: c.expired ? null : staff.userId, expired: c.expired, rejectedAt: new Date().toISOString(),
      };
      const env = await h.publish(W.paymentRequestRejectedV1, data);
      await h.publish(W.paymentRequestRejectedV1, data, { id: env.id, msgId: randomUUID() });
      await h.drained(W.paymentRequestRejectedV1);
      expect(await h.inboxRows(W.paymentRequestRejectedV1, env.id)).toBe(1);
      const messages = await messagesOf(roomId, owner);
      expect(messages.map((m) => m.content).slice(2)).toEqual([c.text]);
      expect((await h.call<ChatRoomView>(S.getRoom, { roomId }, staff)).payment.status).toBe('rejected');
      const page = await h.call<NotificationPage>(S.listNotifications, {}, owner);
      expect(page.items.map((n) => [n.notificationType, n.title])).toEqual([['other', c.title]]);
      // the input is disabled on the page; the server refuses too, for both sides
      for (const ctx of [owner, staff]) {
        const error = await h.callError(S.postMessage, { roomId, content: 'hello?' }, ctx);
        expect(error.code).toBe('CONFLICT');
        expect(error.message).toMatch(/rejected/);
      }
      expect(await messageCount(roomId)).toBe(3);
    }
  });

  it('messages: trimmed, non-blank, at most 2,000 characters; posted to the bus; unread counted per side', async () => {
    const owner = resellerCtx();
    const { roomId } = await openRoom(owner);
    // the owner has not read the two system messages yet
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.unreadCount).toBe(2);

    for (const content of ['', '   \n\t ', undefined, 42]) {
      const error = await h.callError(S.postMessage, { roomId, content }, owner);
      expect(error).toMatchObject({ code: 'VALIDATION', field: 'content', message: 'Message cannot be empty.' });
    }
    for (const [room, content] of [[roomId, 'hi \udc00'], [randomUUID(), '\ud800'], [roomId, '\udc00\ud800']]) {
      const error = await h.callError(S.postMessage, { roomId: room, content }, owner);
      expect(error).toMatchObject({ code: 'VALIDATION', field: 'content', message: 'Message contains characters that cannot be sent.' });
    }
    const tooLong = await h.callError(S.postMessage, { roomId, content: 'x'.repeat(2001) }, owner);
    expect(tooLong).toMatchObject({ code: 'VALIDATION', message: 'Message is too long (at most 2,000 characters).' });
    expect(await messageCount(roomId)).toBe(2);

    const mine = await h.call<ChatMessageView>(S.postMessage, { roomId, content: `  ${'y'.repeat(2000)}  ` }, owner);
    expect(mine).toMatchObject({ chatRoomId: roomId, senderId: owner.userId, messageType: 'text', content: 'y'.repeat(2000), isRead: false, fileUrl: null });
    await eventually(() => postedFor(roomId).some((p) => (p.data as MessagePostedV1).messageId === mine.id), 5_000, 'the posted event');
    // the event carries what the gateway relays, the room's owner filled in by the statement that read the room
    const posted = postedFor(roomId).find((p) => (p.data as MessagePostedV1).messageId === mine.id);
    expect(posted?.data).toEqual({
      messageId: mine.id, chatRoomId: roomId, roomUserId: owner.userId, senderId: owner.userId, messageType: 'text',
      content: 'y'.repeat(2000), fileUrl: null, createdAt: mine.createdAt,
    });

    // staff see one unread (the owner's), the owner still two (the system's)
    const staffRoom = async () => (await h.call<StaffChatRoomPage>(S.pageStaffRooms, { pageSize: 50 }, staff)).items.find((r) => r.id === roomId);
    expect((await staffRoom())?.unreadCount).toBe(1);
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.unreadCount).toBe(2);

    // the owner reads: their side's messages become read, not staff's side
    const read = await messagesOf(roomId, owner);
    expect(read.slice(0, 2).every((m) => m.isRead)).toBe(true);
    expect(read[2].isRead).toBe(false);
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.unreadCount).toBe(0);
    expect((await staffRoom())?.unreadCount).toBe(1);

    // staff answer and mark the room read
    const reply = await h.call<ChatMessageView>(S.postMessage, { roomId, content: 'Received, checking now.' }, staff);
    expect(reply.senderId).toBe(staff.userId);
    expect(await h.call(S.markRoomRead, { roomId }, staff)).toEqual({ unreadCount: 0 });
    expect((await staffRoom())?.unreadCount).toBe(0);
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.unreadCount).toBe(1);
    // afterId: only what came after, oldest first
    const after = await h.call<ChatMessageView[]>(S.listMessages, { roomId, afterId: mine.id }, owner);
    expect(after.map((m) => m.id)).toEqual([reply.id]);
    expect((await h.callError(S.listMessages, { roomId, afterId: randomUUID() }, owner)).code).toBe('VALIDATION');
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.lastMessageTime).toBe(reply.createdAt);
  });

  it('40 posts to one room at once, from the owner and staff: every one stored, none refused (no lock upgrade deadlock)', async () => {
    const owner = resellerCtx();
    const { roomId } = await openRoom(owner);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => h.call<ChatMessageView>(S.postMessage, { roomId, content: `burst ${i} \ud83d\ude4f` }, i % 2 ? staff : owner)),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason?.message));
    expect(refused).toEqual([]);
    expect(await messageCount(roomId)).toBe(2 + 40);
  });

  it('staff list: the spec\'s summary fields, the user copy from identity, and the status filter', async () => {
    const owner = resellerCtx();
    const registered = { userId: owner.userId, email: 'sana@example.pk', name: 'Sana Khan', referralCode: null };
    const env = await h.publish(IdentityEvents.userRegisteredV1, registered);
    await h.publish(IdentityEvents.userRegisteredV1, registered, { id: env.id, msgId: randomUUID() });
    await h.drained(IdentityEvents.userRegisteredV1);
    expect(await h.inboxRows(IdentityEvents.userRegisteredV1, env.id)).toBe(1);
    expect(await h.service.dataSource.query(`SELECT name, email FROM chat_users WHERE user_id = $1`, [owner.userId])).toEqual([{ name: 'Sana Khan', email: 'sana@example.pk' }]);
    const { e, roomId } = await openRoom(owner);
    const stranger = resellerCtx();
    const other = await openRoom(stranger);

    const all = (await h.call<StaffChatRoomPage>(S.pageStaffRooms, { status: 'all', pageSize: 50 }, admin)).items;
    const row = all.find((r) => r.id === roomId);
    expect(row).toMatchObject({
      id: roomId,
      userId: owner.userId,
      userName: 'Sana Khan',
      userEmail: 'sana@example.pk',
      status: 'active',
      unreadCount: 0,
      payment: { paymentRequestId: e.requestId, amountPaisa: e.amountPaisa, status: 'pending', referenceCode: e.referenceCode, paymentMethodId: e.paymentMethodId, paymentMethodName: 'Easypaisa' },
    });
    expect(row?.lastMessageTime).not.toBeNull();
    // a user chat never heard of: the client shows "Unknown User"
    expect(all.find((r) => r.id === other.roomId)).toMatchObject({ userName: null, userEmail: null });

    await h.publish(W.paymentRequestSubmittedV1, { requestId: e.requestId, userId: owner.userId, chatRoomId: roomId, via: 'i_have_paid', submittedAt: new Date().toISOString() });
    await h.drained(W.paymentRequestSubmittedV1);
    const underReview = (await h.call<StaffChatRoomPage>(S.pageStaffRooms, { status: 'under_review', pageSize: 50 }, staff)).items;
    expect(underReview.map((r) => r.id)).toContain(roomId);
    expect(underReview.every((r) => r.payment.status === 'under_review')).toBe(true);
    expect((await h.call<StaffChatRoomPage>(S.pageStaffRooms, { status: 'pending', pageSize: 50 }, staff)).items.map((r) => r.id)).not.toContain(roomId);
    expect((await h.callError(S.pageStaffRooms, { status: 'lost' }, staff)).code).toBe('VALIDATION');
    expect((await h.call<{ total: number }>(S.countRooms, {}, staff)).total).toBeGreaterThanOrEqual(2);
  });

  it('IDOR: another reseller\'s room and messages are NOT_FOUND, and their socket may not join', async () => {
    const owner = resellerCtx();
    const { roomId } = await openRoom(owner);
    const intruder = resellerCtx();
    for (const [subject, data] of [
      [S.getRoom, { roomId }],
      [S.listMessages, { roomId }],
      [S.postMessage, { roomId, content: 'let me in' }],
      [S.markRoomRead, { roomId }],
    ] as const) {
      expect((await h.callError(subject, data, intruder)).code).toBe('NOT_FOUND');
      // the same answer as for a room that does not exist at all
      expect((await h.callError(subject, { ...data, roomId: randomUUID() }, owner)).code).toBe('NOT_FOUND');
    }
    expect(await h.call(S.canJoinRoom, { roomId }, intruder)).toEqual({ allowed: false });
    expect(await h.call(S.canJoinRoom, { roomId: 'not-a-uuid' }, owner)).toEqual({ allowed: false });
    expect(await h.call(S.canJoinRoom, { roomId }, owner)).toEqual({ allowed: true });
    expect(await h.call(S.canJoinRoom, { roomId }, staff)).toEqual({ allowed: true });
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, intruder)).map((r) => r.id)).not.toContain(roomId);
    expect(await messageCount(roomId)).toBe(2);
    // nothing was marked read by the intruder's attempts
    expect((await h.call<ChatRoomSummary[]>(S.listMyRooms, {}, owner)).find((r) => r.id === roomId)?.unreadCount).toBe(2);
    // staff-only subjects
    for (const subject of [S.pageStaffRooms, S.listTemplates, S.countRooms] as const) {
      expect((await h.callError(subject, {}, intruder)).code).toBe('FORBIDDEN');
    }
    expect((await h.callError(S.getRoom, { roomId }, {})).code).toBe('UNAUTHORIZED');
  });

  it('a staff member demoted since their token was issued loses the rooms at once', async () => {
    const owner = resellerCtx();
    const { roomId } = await openRoom(owner);
    const helper = staffCtx('topup_helper');
    expect(await h.call(S.canJoinRoom, { roomId }, helper)).toEqual({ allowed: true });
    await h.publish(IdentityEvents.roleChangedV1, { userId: helper.userId, fromRole: 'topup_helper', toRole: 'reseller', changedBy: admin.userId });
    await eventually(async () => !(await h.call<{ allowed: boolean }>(S.canJoinRoom, { roomId }, helper)).allowed, 20_000, 'the demotion');
    expect((await h.callError(S.listMessages, { roomId }, helper)).code).toBe('NOT_FOUND');
    expect((await h.callError(S.postMessage, { roomId, content: 'still here?' }, helper)).code).toBe('NOT_FOUND');
    expect(await messageCount(roomId)).toBe(2);
    expect((await h.callError(S.pageStaffRooms, {}, helper)).code).toBe('FORBIDDEN');
    // a helper promoted to admin keeps them: the new role is staff too
    const promoted = staffCtx('topup_helper');
    await h.publish(IdentityEvents.roleChangedV1, { userId: promoted.userId, fromRole: 'topup_helper', toRole: 'admin', changedBy: admin.userId });
    await h.drained(IdentityEvents.roleChangedV1);
    expect((await h.call<ChatMessageView>(S.postMessage, { roomId, content: 'Checking now.' }, promoted)).senderId).toBe(promoted.userId);
  });

  it('templates: staff list and edit them, with clear refusals; resellers cannot', async () => {
    const [welcome] = await h.call<ChatTemplateView[]>(S.listTemplates, {}, staff);
    expect(welcome).toMatchObject({ templateType: 'welcome_message', isActive: true, createdBy: null });
    const reseller = resellerCtx();
    expect((await h.callError(S.updateTemplate, { id: welcome.id, messageContent: 'Welcome, hacked' }, reseller)).code).toBe('FORBIDDEN');
    expect(await h.callError(S.updateTemplate, { id: welcome.id, messageContent: '   ' }, staff)).toMatchObject({ code: 'VALIDATION', field: 'messageContent' });
    expect((await h.callError(S.updateTemplate, { id: welcome.id, messageContent: 'x'.repeat(2001) }, staff)).code).toBe('VALIDATION');
    expect((await h.callError(S.updateTemplate, { id: welcome.id, messageContent: 'Welcome', isActive: 'yes' }, staff)).code).toBe('VALIDATION');
    expect((await h.callError(S.updateTemplate, { id: randomUUID(), messageContent: 'Welcome' }, staff)).code).toBe('NOT_FOUND');

    const text = 'Welcome! Send the amount below and tap I Have Paid.';
    const updated = await h.call<ChatTemplateView>(S.updateTemplate, { id: welcome.id, messageContent: `  ${text} ` }, staff);
    try {
      expect(updated).toMatchObject({ id: welcome.id, messageContent: text, isActive: true });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(welcome.updatedAt));
      // the next room greets with the new text
      const { messages } = await openRoom(resellerCtx());
      expect(messages[0].content).toBe(text);
    } finally {
      await h.call(S.updateTemplate, { id: welcome.id, messageContent: welcome.messageContent }, staff);
    }
  });
});
