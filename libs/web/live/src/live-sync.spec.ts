import { QueryClient } from '@tanstack/react-query';
import type { ChatMessageView, WalletView } from '@resellpk/contracts';
import { liveKeys } from './keys';
import { applyLiveEvent } from './live-sync';

const message = (id: string): ChatMessageView => ({
  id,
  chatRoomId: 'room-1',
  senderId: 'u1',
  messageType: 'text',
  content: `hello ${id}`,
  fileUrl: null,
  isRead: false,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('live events in the react-query caches', () => {
  let qc: QueryClient;
  beforeEach(() => {
    qc = new QueryClient();
  });
  afterEach(() => qc.clear());

  it('appends a chat message to its open thread once, however often it arrives', () => {
    qc.setQueryData(liveKeys.messages('room-1'), [message('m1')]);
    applyLiveEvent(qc, 'chat:message', message('m2'));
    applyLiveEvent(qc, 'chat:message', message('m2'));
    expect(qc.getQueryData<ChatMessageView[]>(liveKeys.messages('room-1'))?.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('leaves a thread nobody loaded alone (the page fetches it whole)', () => {
    applyLiveEvent(qc, 'chat:message', message('m1'));
    expect(qc.getQueryData(liveKeys.messages('room-1'))).toBeUndefined();
  });

  it('sets the wallet balance from a ledger row and marks the history stale', () => {
    const wallet: WalletView = { userId: 'u1', balancePaisa: 0, updatedAt: '2026-01-01T00:00:00Z' };
    qc.setQueryData(liveKeys.wallet, wallet);
    qc.setQueryData([...liveKeys.transactions, 20], { pages: [], pageParams: [] });
    applyLiveEvent(qc, 'wallet:transaction', { balancePaisa: 150_000, transaction: { balanceAfterPaisa: 150_000 } });
    expect(qc.getQueryData<WalletView>(liveKeys.wallet)?.balancePaisa).toBe(150_000);
    expect(qc.getQueryState([...liveKeys.transactions, 20])?.isInvalidated).toBe(true);
  });

  it('marks the reseller\'s and the admins\' withdrawal lists stale when a withdrawal is requested, paid or rejected (not the payout accounts)', () => {
    qc.setQueryData(liveKeys.myWithdrawals('pending', 1), { items: [] });
    qc.setQueryData(liveKeys.adminWithdrawals('pending', 1), { items: [] });
    qc.setQueryData(liveKeys.payoutAccounts, []);
    applyLiveEvent(qc, 'withdrawal:updated', { id: 'w1', status: 'paid' });
    expect(qc.getQueryState(liveKeys.myWithdrawals('pending', 1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(liveKeys.adminWithdrawals('pending', 1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(liveKeys.payoutAccounts)?.isInvalidated).toBe(false);
  });

  it('counts a new notification on the bell and marks the list stale', () => {
    qc.setQueryData(liveKeys.unreadNotifications, { unreadCount: 2 });
    qc.setQueryData([...liveKeys.notifications, 'list', 30], { pages: [], pageParams: [] });
    applyLiveEvent(qc, 'notification:new', { id: 'n1' });
    expect(qc.getQueryData<{ unreadCount: number }>(liveKeys.unreadNotifications)?.unreadCount).toBe(3);
    expect(qc.getQueryState([...liveKeys.notifications, 'list', 30])?.isInvalidated).toBe(true);
  });

  it('marks the request, its room and both chat lists stale on a status change', () => {
    qc.setQueryData(liveKeys.paymentRequest('pr1'), { id: 'pr1' });
    qc.setQueryData(liveKeys.room('room-1'), { id: 'room-1' });
    qc.setQueryData(liveKeys.messages('room-1'), []);
    const shownPage = liveKeys.staffChats({ status: 'under_review', sort: 'waiting', page: 3 });
    qc.setQueryData(shownPage, { items: [], total: 0, page: 3, pageSize: 12, sort: 'waiting' });
    applyLiveEvent(qc, 'payment-request:updated', { id: 'pr1', status: 'approved', chatRoomId: 'room-1' });
    expect(qc.getQueryState(liveKeys.paymentRequest('pr1'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(liveKeys.room('room-1'))?.isInvalidated).toBe(true);
    // whichever page, sort and filter staff are looking at
    expect(qc.getQueryState(shownPage)?.isInvalidated).toBe(true);
    // the thread is not refetched for a status change: its messages come live
    expect(qc.getQueryState(liveKeys.messages('room-1'))?.isInvalidated).toBe(false);
  });

  it("marks the reseller's order list and the order's detail stale on an order status change", () => {
    qc.setQueryData([...liveKeys.orders, 'list'], { pages: [], pageParams: [] });
    qc.setQueryData(liveKeys.order('o1'), { id: 'o1', status: 'processing' });
    qc.setQueryData(liveKeys.wallet, { userId: 'u1', balancePaisa: 0, updatedAt: '2026-01-01T00:00:00Z' });
    applyLiveEvent(qc, 'order:status-changed', { orderId: 'o1', from: 'processing', to: 'shipped' });
    expect(qc.getQueryState([...liveKeys.orders, 'list'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(liveKeys.order('o1'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(liveKeys.wallet)?.isInvalidated).toBe(false);
  });
});
