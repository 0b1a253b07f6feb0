export { brandTheme, BRAND_GREEN } from './theme';
export { BRAND, Brand } from './brand';
export { PriceText } from './price-text';
export { PlanBadge, RoleBadge, roleLabel } from './badges';
export { EmptyState, PageHeader } from './layout-bits';
export { Panel, type PanelProps } from './panel';
export { useToast, TOAST_DURATION_SECONDS, type ToastInput, type ToastVariant } from './toast';
export { createQueryClient } from './query-client';
export { AppProviders } from './app-providers';
