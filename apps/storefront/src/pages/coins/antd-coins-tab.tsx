import { AntdScope } from '@resellpk/web-antd';
import { HistoryTab } from './history-tab';
import { HowItWorksTab } from './how-it-works-tab';
import { ReferralsTab } from './referrals-tab';

export type AntdCoinsTabKey = 'referrals' | 'history' | 'how-it-works';

/**
 * The coins page's tabs built with antd (referral link and settings, history list, rules), in their
 * own antd scope: CoinsPage loads this chunk when one of them is opened, not for the first screen.
 */
export default function AntdCoinsTab({ tab }: { tab: AntdCoinsTabKey }) {
  return (
    <AntdScope>
      {tab === 'referrals' && <ReferralsTab />}
      {tab === 'history' && <HistoryTab />}
      {tab === 'how-it-works' && <HowItWorksTab />}
    </AntdScope>
  );
}
