/** The window in which the same POST is refused (docs/spec/product-spec.md section 9). */
export const DUPLICATE_WINDOW_MS = 1000;

/**
 * Remembers when each POST (url + body) was last sent and refuses the same one again within the
 * window, so a double click never creates two orders. The server enforces the same rule; refusing
 * here saves the round trip and gives the same message.
 */
export class DuplicatePostGuard {
  private readonly sentAt = new Map<string, number>();

  constructor(
    private readonly windowMs = DUPLICATE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True (and remembered) when the request may go; false when it repeats one sent within the window. */
  tryAcquire(key: string): boolean {
    const now = this.now();
    const last = this.sentAt.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.sentAt.set(key, now);
    if (this.sentAt.size > 100) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, at] of this.sentAt) {
      if (now - at >= this.windowMs) this.sentAt.delete(key);
    }
  }
}
