import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { recordSpans } from '@resellpk/backend-observability';
import { eventually } from '@resellpk/backend-testing';
import { ChatSubjects as S, WalletPaymentsEvents as W, type ChatMessageView } from '@resellpk/contracts';
import { resellerCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';

/**
 * A chat message writes its event with one statement of its own (message.repository postText), not
 * through enqueueEvent: its outbox row must still carry the poster's trace (issue 36), or the relay's
 * scan would publish it as the start of a new trace.
 */
describe('a posted message continues its trace through the outbox', () => {
  let h: ChatHarness;
  beforeAll(async () => {
    await recordSpans();
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  it('stores the poster\'s trace context with the message.posted event', async () => {
    const owner = resellerCtx();
    const roomId = randomUUID();
    const now = Date.now();
    await h.publish(W.paymentRequestCreatedV1, {
      requestId: randomUUID(), userId: owner.userId, chatRoomId: roomId, referenceCode: 'TOP-TRACE1', amountPaisa: 150_000,
      paymentMethodId: randomUUID(), paymentMethodName: 'Easypaisa',
      sendTo: { walletTitle: 'ResellPK Payments', walletAddress: '03001234567', instructions: 'Send from your own account.' },
      createdAt: new Date(now).toISOString(), expiresAt: new Date(now + 3_600_000).toISOString(),
    });
    await eventually(() => h.call<ChatMessageView[]>(S.listMessages, { roomId }, owner).catch(() => undefined), 20_000, 'the room to open');

    const { traceId, message } = await trace.getTracer('test').startActiveSpan('poster', async (span) => {
      const posted = await h.call<ChatMessageView>(S.postMessage, { roomId, content: 'Sent it from my Easypaisa.' }, owner);
      span.end();
      return { traceId: span.spanContext().traceId, message: posted };
    });
    const [row] = await h.service.dataSource.query(
      `SELECT trace_context FROM outbox WHERE subject = 'chat.message.posted.v1' AND envelope->'data'->>'messageId' = $1`,
      [message.id],
    );
    expect(row?.trace_context?.traceparent).toContain(traceId);
  });
});
