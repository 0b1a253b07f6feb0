/**
 * `chat:rooms-changed` says "refresh your chat list", and every message changes a list, so under
 * load it would go to every staff socket once per message. It is coalesced per target room
 * (`user:<id>`, `staff`): the first change goes out at once, later ones within WINDOW_MS are
 * sent together when the window ends.
 */
export const ROOMS_CHANGED_WINDOW_MS = 1000;

export class RoomsChangedBatcher {
  private readonly windows = new Map<string, { roomIds: Set<string>; timer: NodeJS.Timeout }>();

  constructor(
    private readonly send: (target: string, roomIds: string[]) => void,
    private readonly windowMs = ROOMS_CHANGED_WINDOW_MS,
  ) {}

  add(targets: string[], roomId: string): void {
    for (const target of targets) {
      const open = this.windows.get(target);
      if (open) open.roomIds.add(roomId);
      else {
        this.send(target, [roomId]);
        this.open(target);
      }
    }
  }

  private open(target: string): void {
    const window = { roomIds: new Set<string>(), timer: setTimeout(() => this.close(target), this.windowMs) };
    window.timer.unref();
    this.windows.set(target, window);
  }

  private close(target: string): void {
    const window = this.windows.get(target);
    this.windows.delete(target);
    if (window && window.roomIds.size) {
      this.send(target, [...window.roomIds]);
      this.open(target);
    }
  }

  stop(): void {
    for (const { timer } of this.windows.values()) clearTimeout(timer);
    this.windows.clear();
  }
}
