import { useT } from '@resellpk/web-i18n';
import { PageHeader } from '@resellpk/web-ui';
import { Tabs } from 'antd';
import { ChatTemplatesTab } from './chat-templates-tab';
import { WalletDetailsTab } from './wallet-details-tab';

/** `/admin/topup-helper` "Topup Management": receiving accounts and chat templates. */
export function TopUpManagementPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('Topup Management')} />
      <Tabs
        defaultActiveKey="wallets"
        items={[
          { key: 'wallets', label: t('Wallet Details'), children: <WalletDetailsTab /> },
          { key: 'templates', label: t('Chat Templates'), children: <ChatTemplatesTab /> },
        ]}
      />
    </>
  );
}
