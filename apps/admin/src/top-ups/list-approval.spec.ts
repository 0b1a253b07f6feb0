import { offersApproveInList } from './list-approval';

describe('offersApproveInList (the Topup Chats list)', () => {
  const seen = '2026-11-28T10:00:00.000Z';
  it('offers Approve under review once a screenshot was opened by staff, or when there is none', () => {
    expect(offersApproveInList({ status: 'under_review', hasScreenshot: true, screenshotViewedAt: seen })).toBe(true);
    expect(offersApproveInList({ status: 'under_review', hasScreenshot: false, screenshotViewedAt: null })).toBe(true);
  });
  it('does not offer it for an unopened screenshot, another status or a request it could not read', () => {
    expect(offersApproveInList({ status: 'under_review', hasScreenshot: true, screenshotViewedAt: null })).toBe(false);
    expect(offersApproveInList({ status: 'pending', hasScreenshot: false, screenshotViewedAt: null })).toBe(false);
    expect(offersApproveInList(undefined)).toBe(false);
  });
});
