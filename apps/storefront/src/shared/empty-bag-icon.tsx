import { ShoppingIcon } from '@resellpk/web-ui';

/**
 * The picture of an empty cart or order list (kit icon, no antd): 48 px, grey, lowered by
 * antd's icon offset (-0.125em) so it stands where antd's ShoppingOutlined stood.
 */
export const EMPTY_BAG_ICON = <ShoppingIcon style={{ fontSize: 48, color: '#bfbfbf', verticalAlign: '-0.125em' }} />;
