import { ADMIN_MENU, menuFor, selectedMenuKey } from './admin-menu';
import { isStaffRole, panelTitle } from '../access/staff-access';

describe('admin menu', () => {
  it('gives an admin the spec menu in order', () => {
    expect(menuFor('admin').map((i) => i.label)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Resellers',
      'Plan Requests',
      'Free Offers',
      'Topup Chats',
      'Topup Management',
      'Withdrawals',
      'Audit Log',
      'Admin Management',
      'Stories',
      'Settings',
    ]);
  });

  it('gives a top-up helper only Topup Chats and Topup Management', () => {
    expect(menuFor('topup_helper').map((i) => i.label)).toEqual(['Topup Chats', 'Topup Management']);
  });

  it('gives a reseller nothing', () => {
    expect(menuFor('reseller')).toEqual([]);
  });

  it('has an item for every page with an admin placement, in the spec\'s order', () => {
    expect(ADMIN_MENU.map((i) => i.key)).toEqual([
      'dashboard',
      'products',
      'orders',
      'resellers',
      'plan-requests',
      'free-offers',
      'payment-chats',
      'top-up-management',
      'withdrawals',
      'audit-log',
      'admin-management',
      'stories',
      'settings',
    ]);
  });

  it('highlights the item of the current path', () => {
    expect(selectedMenuKey('/admin', 'admin')).toBe('dashboard');
    expect(selectedMenuKey('/admin/', 'admin')).toBe('dashboard');
    expect(selectedMenuKey('/admin/management', 'admin')).toBe('admin-management');
    expect(selectedMenuKey('/admin/settings', 'admin')).toBe('settings');
    expect(selectedMenuKey('/admin/settings', 'topup_helper')).toBeUndefined();
    expect(selectedMenuKey('/admin/products/create', 'admin')).toBe('products');
    expect(selectedMenuKey('/admin', 'topup_helper')).toBeUndefined();
    expect(selectedMenuKey('/admin/chat/5f0c', 'topup_helper')).toBe('payment-chats');
    expect(selectedMenuKey('/admin/topup-helper', 'topup_helper')).toBe('top-up-management');
  });
});

describe('staff access', () => {
  it('admits admin and top-up helper only', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('topup_helper')).toBe(true);
    expect(isStaffRole('reseller')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('titles the sidebar by role', () => {
    expect(panelTitle('admin')).toBe('Admin Panel');
    expect(panelTitle('topup_helper')).toBe('Topup Helper');
  });
});
