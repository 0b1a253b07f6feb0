/**
 * PostgreSQL settings without which a committed transaction (a wallet credit, a coin spend, an
 * outbox row) can vanish or the data files tear on a power cut or an OS crash. Read at every
 * service start (docs/durability.md).
 */
export const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;
export type DurabilitySettings = Record<(typeof DURABILITY_SETTINGS)[number], string>;

/** The unsafe ones, each with why, in words for the operator's log; none when all is well. */
export function durabilityProblems(settings: DurabilitySettings): string[] {
  const problems: string[] = [];
  if (settings.fsync !== 'on') problems.push(`fsync is ${settings.fsync}: a power cut can lose committed transactions or corrupt the database`);
  // on, local, remote_write and remote_apply all flush the local WAL before the commit returns
  if (settings.synchronous_commit === 'off') problems.push('synchronous_commit is off: a crash can lose the last committed transactions');
  if (settings.full_page_writes !== 'on') problems.push(`full_page_writes is ${settings.full_page_writes}: a power cut can leave torn pages`);
  return problems;
}

/** Reads the settings this session runs with (synchronous_commit can be set per role or database). */
export async function readDurabilitySettings(query: (sql: string) => Promise<Array<Record<string, string>>>): Promise<DurabilitySettings> {
  const rows = await query(`SELECT name, setting FROM pg_settings WHERE name IN (${DURABILITY_SETTINGS.map((n) => `'${n}'`).join(', ')})`);
  const byName = Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  return Object.fromEntries(DURABILITY_SETTINGS.map((n) => [n, byName[n] ?? 'unknown'])) as DurabilitySettings;
}

export class UnsafeDurabilityError extends Error {
  constructor(readonly problems: string[]) {
    super(`PostgreSQL is not configured to keep committed money safe: ${problems.join('; ')}`);
  }
}

/**
 * Production refuses to start on an unsafe database (throws UnsafeDurabilityError); development
 * and tests may run on a throwaway server tuned for speed, so there it is a warning.
 */
export async function checkDurability(
  query: (sql: string) => Promise<Array<Record<string, string>>>,
  opts: { production: boolean; warn: (problems: string[]) => void },
): Promise<DurabilitySettings> {
  const settings = await readDurabilitySettings(query);
  const problems = durabilityProblems(settings);
  if (problems.length && opts.production) throw new UnsafeDurabilityError(problems);
  if (problems.length) opts.warn(problems);
  return settings;
}
