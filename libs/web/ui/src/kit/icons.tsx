// antd's own icon drawings (@ant-design/icons-svg) rendered as plain inline SVG: the kit's pages
// need a dozen icons, and @ant-design/icons' component layer (context, style injection, colour
// utilities) would cost more than all of them (docs/web-performance.md).
import type { IconDefinition, AbstractNode } from '@ant-design/icons-svg/es/types';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import type { CSSProperties, ReactElement } from 'react';

export interface IconProps {
  style?: CSSProperties;
  className?: string;
  /** set when the icon alone carries meaning; otherwise it is hidden from screen readers */
  'aria-label'?: string;
}

function draw(node: AbstractNode, key?: number): ReactElement {
  const Tag = node.tag as 'path';
  return <Tag key={key} {...(node.attrs as object)}>{node.children?.map(draw)}</Tag>;
}

function icon(def: IconDefinition) {
  const { attrs, children } = def.icon as AbstractNode;
  const Icon = ({ style, className, 'aria-label': label }: IconProps) => (
    <svg
      viewBox={attrs['viewBox'] as string}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      className={`rpk-icon${className ? ` ${className}` : ''}`}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children?.map(draw)}
    </svg>
  );
  Icon.displayName = `Icon(${def.name}-${def.theme})`;
  return Icon;
}

export const AppstoreIcon = icon(AppstoreOutlined);
export const BellIcon = icon(BellOutlined);
export const CheckCircleIcon = icon(CheckCircleFilled);
export const CloseCircleIcon = icon(CloseCircleFilled);
export const CloseIcon = icon(CloseOutlined);
export const CrownIcon = icon(CrownOutlined);
export const ExclamationCircleIcon = icon(ExclamationCircleFilled);
export const EyeIcon = icon(EyeOutlined);
export const EyeInvisibleIcon = icon(EyeInvisibleOutlined);
export const HeartIcon = icon(HeartOutlined);
export const HeartFilledIcon = icon(HeartFilled);
export const InfoCircleIcon = icon(InfoCircleFilled);
export const LockIcon = icon(LockOutlined);
export const MenuIcon = icon(MenuOutlined);
export const ProfileIcon = icon(ProfileOutlined);
export const SearchIcon = icon(SearchOutlined);
export const ShoppingCartIcon = icon(ShoppingCartOutlined);
export const StarIcon = icon(StarFilled);
export const UserIcon = icon(UserOutlined);
export const WarningIcon = icon(WarningFilled);
export const WhatsAppIcon = icon(WhatsAppOutlined);
export const HistoryIcon = icon(HistoryOutlined);
export const MessageIcon = icon(MessageOutlined);
export const PlusIcon = icon(PlusOutlined);
export const ShoppingIcon = icon(ShoppingOutlined);
export const WalletIcon = icon(WalletOutlined);
export const CheckIcon = icon(CheckOutlined);
export const GiftIcon = icon(GiftOutlined);
export const ExportIcon = icon(ExportOutlined);
