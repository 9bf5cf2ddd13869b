/** How long the process keeps what a province's page read of the dioceses. */
const KEPT_MS = 60_000;

/**
 * What the province's pages read of every diocese (its entry in the directory, a day of the
 * calendar, the latest news), kept a minute in the process: a flood of requests costs one read of
 * each diocese's, not one for every request, and what a diocese publishes shows within the
 * minute. At most `most` values are kept, the one kept longest let go first, so that a crawler
 * walking day after day holds no more.
 */
export class KeptAMinute<Value> {
  private readonly kept = new Map<string, { value: Value; until: number }>();

  constructor(private readonly most: number) {}

  async get(key: string, read: () => Promise<Value>): Promise<Value> {
    const known = this.kept.get(key);
    if (known && known.until > Date.now()) return known.value;
    const value = await read();
    // Set again at the end, so that the first in the map is the one kept longest.
    this.kept.delete(key);
    this.kept.set(key, { value, until: Date.now() + KEPT_MS });
    if (this.kept.size > this.most) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }
}
