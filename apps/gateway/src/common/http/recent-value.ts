/**
 * One value a public page reads on every visit (the support contacts, the reseller stories), kept
 * in this process for `memoryMs`: one service call per process every few seconds instead of one
 * per page view. A change made through this process is seen at once (`set`); other processes see
 * it within `memoryMs`.
 */
export class RecentValue<T> {
  private entry: { value: T; until: number } | null = null;

  constructor(private readonly memoryMs: number) {}

  async get(load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (this.entry && this.entry.until > now) return this.entry.value;
    const value = await load();
    this.entry = { value, until: now + this.memoryMs };
    return value;
  }

  set(value: T): void {
    this.entry = { value, until: Date.now() + this.memoryMs };
  }

  /** the next read asks the service again */
  forget(): void {
    this.entry = null;
  }
}
