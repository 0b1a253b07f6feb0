import { randomUUID } from 'node:crypto';
import {
  ChatSubjects as S,
  STAFF_ROOMS_DEFAULT_PAGE_SIZE,
  STAFF_ROOMS_MAX_PAGE_SIZE,
  WalletPaymentsEvents as W,
  type PaymentRequestCreatedV1,
  type StaffChatRoomPage,
  type StaffChatRoomSummary,
  type StaffRoomsQuery,
} from '@resellpk/contracts';
import { resellerCtx, staffCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';

/**
 * Topup Chats one page at a time (issue 34, finding 16): hundreds of rooms after a busy day are
 * no longer one grid. The server pages (capped), orders (newest request first, or the open request
 * waiting longest first) and filters by status; only staff may list.
 */
describe('staff payment chats, paged', () => {
  let h: ChatHarness;
  const helper = staffCtx('topup_helper');
  const admin = staffCtx('admin');
  /** the rooms in the order they were requested, oldest first: 30 in all, one minute apart */
  const rooms: Array<{ roomId: string; requestId: string; userId: ReturnType<typeof randomUUID>; minute: number }> = [];
  const T0 = Date.parse('2026-11-20T08:00:00Z');

  const page = (q: StaffRoomsQuery, ctx = helper) => h.call<StaffChatRoomPage>(S.pageStaffRooms, q, ctx);
  const idsOf = (p: StaffChatRoomPage) => p.items.map((r) => r.id);
  const byMinute = (...minutes: number[]) => minutes.map((m) => rooms[m].roomId);

  beforeAll(async () => {
    h = await startChatHarness();
    for (let minute = 0; minute < 30; minute++) {
      const userId = randomUUID();
      const e: PaymentRequestCreatedV1 = {
        requestId: randomUUID(),
        userId,
        chatRoomId: randomUUID(),
        referenceCode: `TOP-P${String(minute).padStart(4, '0')}`,
        amountPaisa: 100_000 + minute * 100,
        paymentMethodId: randomUUID(),
        paymentMethodName: 'Easypaisa',
        sendTo: null,
        createdAt: new Date(T0 + minute * 60_000).toISOString(),
        expiresAt: new Date(T0 + minute * 60_000 + 3_600_000).toISOString(),
      };
      await h.publish(W.paymentRequestCreatedV1, e);
      rooms.push({ roomId: e.chatRoomId, requestId: e.requestId, userId, minute });
    }
    await h.drained(W.paymentRequestCreatedV1);
    // minutes 0-4 decided (0, 2, 4 approved; 1, 3 rejected), 5-9 under review, the rest pending
    for (const r of rooms.slice(0, 10)) {
      const ids = { requestId: r.requestId, userId: r.userId, chatRoomId: r.roomId };
      const base = { ...ids, referenceCode: `TOP-P${r.minute}`, amountPaisa: 100_000 };
      if (r.minute >= 5) await h.publish(W.paymentRequestSubmittedV1, { ...ids, via: 'i_have_paid', submittedAt: new Date().toISOString() });
      else if (r.minute % 2 === 0) {
        await h.publish(W.paymentRequestApprovedV1, { ...base, transactionId: randomUUID(), approvedBy: admin.userId, approvedAt: new Date().toISOString() });
      } else {
        await h.publish(W.paymentRequestRejectedV1, { ...base, reason: 'No payment received', rejectedBy: admin.userId, expired: false, rejectedAt: new Date().toISOString() });
      }
    }
    for (const subject of [W.paymentRequestSubmittedV1, W.paymentRequestApprovedV1, W.paymentRequestRejectedV1]) await h.drained(subject);
  });
  afterAll(() => h?.close());

  it('newest request first by default, a page at a time with the total, the default page size and nothing repeated or skipped', async () => {
    const first = await page({});
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: STAFF_ROOMS_DEFAULT_PAGE_SIZE, sort: 'newest' });
    expect(first.items).toHaveLength(STAFF_ROOMS_DEFAULT_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ id: rooms[29].roomId, payment: { referenceCode: 'TOP-P0029', status: 'pending' } });

    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) seen.push(...idsOf(await page({ page: n, pageSize: 10 })));
    expect(seen).toEqual([...rooms].reverse().map((r) => r.roomId));
    // past the end: an empty page that still says how many there are
    expect(await page({ page: 4, pageSize: 10 })).toMatchObject({ items: [], total: 30, page: 4 });
  });

  it('waiting longest first: open requests (pending or under review) oldest first, the decided ones after them', async () => {
    const all = await page({ sort: 'waiting', pageSize: STAFF_ROOMS_MAX_PAGE_SIZE });
    expect(all.sort).toBe('waiting');
    const open = rooms.slice(5).map((r) => r.roomId);
    const decided = rooms.slice(0, 5).map((r) => r.roomId);
    expect(idsOf(all)).toEqual([...open, ...decided]);
    expect(idsOf(await page({ sort: 'waiting', page: 2, pageSize: 5 }))).toEqual(byMinute(10, 11, 12, 13, 14));
  });

  it('the status filter is applied on the server, before paging, with its own total', async () => {
    const review = await page({ status: 'under_review', pageSize: 3 });
    expect(review.total).toBe(5);
    expect(idsOf(review)).toEqual(byMinute(9, 8, 7));
    expect(idsOf(await page({ status: 'under_review', pageSize: 3, page: 2 }))).toEqual(byMinute(6, 5));
    expect(idsOf(await page({ status: 'under_review', sort: 'waiting', pageSize: 3 }))).toEqual(byMinute(5, 6, 7));
    const approved = await page({ status: 'approved' }, admin);
    expect(approved.total).toBe(3);
    expect(idsOf(approved)).toEqual(byMinute(4, 2, 0));
    expect(approved.items.every((r) => r.payment.status === 'approved')).toBe(true);
    expect((await page({ status: 'rejected', sort: 'waiting' })).items.map((r) => r.payment.referenceCode)).toEqual(['TOP-P0001', 'TOP-P0003']);
    expect((await page({ status: 'pending' })).total).toBe(20);
  });

  it('the page size is capped; a bad page, size, sort or status is refused', async () => {
    expect((await page({ pageSize: STAFF_ROOMS_MAX_PAGE_SIZE })).items).toHaveLength(30);
    for (const q of [
      { pageSize: STAFF_ROOMS_MAX_PAGE_SIZE + 1 },
      { pageSize: 0 },
      { pageSize: 2.5 },
      { page: 0 },
      { page: -1 },
      { page: '2' },
      { sort: 'oldest' },
      { status: 'lost' },
    ]) {
      expect((await h.callError(S.pageStaffRooms, q, helper)).code).toBe('VALIDATION');
    }
  });

  it('staff only: a reseller is FORBIDDEN and an anonymous caller UNAUTHORIZED', async () => {
    expect((await h.callError(S.pageStaffRooms, {}, resellerCtx(rooms[0].userId))).code).toBe('FORBIDDEN');
    expect((await h.callError(S.pageStaffRooms, { status: 'pending', page: 1 }, resellerCtx())).code).toBe('FORBIDDEN');
    expect((await h.callError(S.pageStaffRooms, {}, {})).code).toBe('UNAUTHORIZED');
  });

  it('the deprecated chat.listStaffRooms still answers its published array (newest first), staff only', async () => {
    const all = await h.call<StaffChatRoomSummary[]>(S.listStaffRooms, { status: 'all' }, helper);
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(30);
    expect(all.map((r) => r.id)).toEqual((await page({ pageSize: STAFF_ROOMS_MAX_PAGE_SIZE })).items.map((r) => r.id));
    expect((await h.callError(S.listStaffRooms, {}, resellerCtx(rooms[0].userId))).code).toBe('FORBIDDEN');
  });
});
