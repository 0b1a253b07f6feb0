import { roleActionsFor } from './role-actions';

describe('roleActionsFor', () => {
  const me = 'admin-1';

  it('offers a reseller both promotions, each saying what the new role can do', () => {
    const actions = roleActionsFor({ id: 'u1', role: 'reseller' }, me);
    expect(actions.map(({ label, role }) => ({ label, role }))).toEqual([
      { label: 'Make Topup Helper', role: 'topup_helper' },
      { label: 'Make Admin', role: 'admin' },
    ]);
    expect(actions[0].consequence).toMatch(/Topup Chats and Topup Management/);
    expect(actions[1].consequence).toMatch(/every part of the admin panel/);
  });

  it('offers a top-up helper only the way back to reseller', () => {
    expect(roleActionsFor({ id: 'u2', role: 'topup_helper' }, me).map((a) => a.label)).toEqual(['Make Reseller']);
  });

  it('offers nothing for another admin', () => {
    expect(roleActionsFor({ id: 'u3', role: 'admin' }, me)).toEqual([]);
  });

  it('offers nothing on the signed-in user own row, whatever its role', () => {
    expect(roleActionsFor({ id: me, role: 'reseller' }, me)).toEqual([]);
    expect(roleActionsFor({ id: me, role: 'topup_helper' }, me)).toEqual([]);
  });

  it('offers nothing while the signed-in user is unknown', () => {
    expect(roleActionsFor({ id: 'u1', role: 'reseller' }, null)).toEqual([]);
  });
});
