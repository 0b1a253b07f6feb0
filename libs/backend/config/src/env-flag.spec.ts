import { z } from 'zod';
import { envFlag } from './env-flag';
import { loadConfig } from './load-config';

describe('envFlag', () => {
  const schema = z.object({ ON: envFlag(true), OFF: envFlag(false) });

  it('uses the default when unset or empty', () => {
    expect(loadConfig(schema, {})).toEqual({ ON: true, OFF: false });
    expect(loadConfig(schema, { ON: '', OFF: '' })).toEqual({ ON: true, OFF: false });
  });

  it('reads 1/true as on and 0/false as off', () => {
    expect(loadConfig(schema, { ON: '0', OFF: '1' })).toEqual({ ON: false, OFF: true });
    expect(loadConfig(schema, { ON: 'false', OFF: 'true' })).toEqual({ ON: false, OFF: true });
  });

  it('refuses anything else with the accepted values', () => {
    expect(() => loadConfig(schema, { ON: 'yes' })).toThrow('ON: must be 1, 0, true or false');
  });
});
