import { checkDurability, durabilityProblems, UnsafeDurabilityError, type DurabilitySettings } from './durability-settings';

const safe: DurabilitySettings = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' };
const rowsOf = (s: DurabilitySettings) => async () => Object.entries(s).map(([name, setting]) => ({ name, setting }));

describe('PostgreSQL durability settings', () => {
  it('accepts the defaults and every synchronous_commit level that flushes the local WAL', () => {
    for (const level of ['on', 'local', 'remote_write', 'remote_apply']) expect(durabilityProblems({ ...safe, synchronous_commit: level })).toEqual([]);
  });

  it('names each unsafe setting', () => {
    expect(durabilityProblems({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' })).toEqual([
      'fsync is off: a power cut can lose committed transactions or corrupt the database',
      'synchronous_commit is off: a crash can lose the last committed transactions',
      'full_page_writes is off: a power cut can leave torn pages',
    ]);
  });

  it('refuses in production and warns elsewhere', async () => {
    const warn = jest.fn();
    const unsafe = { ...safe, fsync: 'off' };
    await expect(checkDurability(rowsOf(unsafe), { production: true, warn })).rejects.toBeInstanceOf(UnsafeDurabilityError);
    expect(warn).not.toHaveBeenCalled();
    await expect(checkDurability(rowsOf(unsafe), { production: false, warn })).resolves.toEqual(unsafe);
    expect(warn).toHaveBeenCalledWith(['fsync is off: a power cut can lose committed transactions or corrupt the database']);
    await expect(checkDurability(rowsOf(safe), { production: true, warn })).resolves.toEqual(safe);
  });

  it('treats a setting it cannot read as unsafe', () => {
    expect(durabilityProblems({ ...safe, fsync: 'unknown' })).toHaveLength(1);
  });
});
