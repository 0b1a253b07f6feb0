import {
  BellOutlined,
  CreditCardOutlined,
  GiftOutlined,
  HistoryOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export interface MenuEntry {
  label: string;
  icon: ComponentType;
  /** absent = shown disabled (the spec's menu had Help & Support and Settings so; they now lead somewhere, PRODUCT.md) */
  to?: string;
}

/** The spec's /menu groups, in order. */
export const MENU_SECTIONS: readonly { title: string; entries: readonly MenuEntry[] }[] = [
  {
    title: 'Financial',
    entries: [
      { label: 'Wallet', icon: WalletOutlined, to: '/wallet' },
      { label: 'Payment Methods', icon: CreditCardOutlined, to: '/wallet/add-funds' },
      { label: 'Transaction History', icon: HistoryOutlined, to: '/wallet/history' },
    ],
  },
  {
    title: 'Support',
    entries: [
      { label: 'My Chats', icon: MessageOutlined, to: '/my-chats' },
      { label: 'Help & Support', icon: QuestionCircleOutlined, to: '/contact' },
      { label: 'Settings', icon: SettingOutlined, to: '/account#settings' },
    ],
  },
  {
    title: 'Account',
    entries: [
      { label: 'Profile Settings', icon: UserOutlined, to: '/account' },
      { label: 'Notifications', icon: BellOutlined, to: '/notifications' },
      { label: 'Referrals', icon: GiftOutlined, to: '/coins' },
    ],
  },
];
