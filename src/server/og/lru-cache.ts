/**
 * A small least-recently-used cache bounded by entry count and total size. A Map keeps
 * insertion order, so re-inserting on read moves an entry to the "recent" end.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number = Number.POSITIVE_INFINITY,
    readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxBytes || this.maxEntries < 1) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
