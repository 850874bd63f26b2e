/**
 * Strings kept off the JavaScript heap (decision 141): their UTF-8 bytes in one growing buffer, each
 * entry's start and length in typed arrays. Millions of ids, codes and lexemes held as heap strings
 * were most of what each full garbage collection had to mark (about 170 of 206 ms at a million
 * listings and a million people); here they are a handful of objects whatever their number.
 * Entries are numbered from 0 in the order they are added, and never removed.
 */
export class StringTable {
  private bytes = Buffer.allocUnsafe(1 << 12);
  private used = 0;
  private starts = new Uint32Array(256);
  private lengths = new Uint32Array(256);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds a string as the next entry and answers its number. */
  push(value: string): number {
    const index = this.count;
    this.room(index + 1, value.length * 3);
    this.write(index, this.used, value);
    this.count += 1;
    return index;
  }

  /** Rewrites an entry: in its place when the new bytes fit there (ids and codes keep their length). */
  set(index: number, value: string): void {
    if (index >= this.count) {
      if (index > this.count) throw new RangeError(`entry ${index} is past the table's end (${this.count})`);
      this.push(value);
      return;
    }
    const length = Buffer.byteLength(value, 'utf8');
    if (length <= (this.lengths[index] as number)) {
      this.write(index, this.starts[index] as number, value);
      return;
    }
    this.room(this.count, length);
    this.write(index, this.used, value);
  }

  get(index: number): string {
    const start = this.starts[index] as number;
    return this.bytes.toString('utf8', start, start + (this.lengths[index] as number));
  }

  /** Whether entry `index` is `value`. */
  is(index: number, value: string): boolean {
    const length = this.lengths[index] as number;
    // UTF-8 takes at least one byte and at most three per UTF-16 unit.
    if (length < value.length || length > value.length * 3) return false;
    return this.get(index) === value;
  }

  /**
   * Orders entry `a` of `x` against entry `b` of `y` by their UTF-8 bytes: the order of their code
   * points, which is JavaScript's `<` on strings except for characters beyond U+FFFF.
   */
  static compare(x: StringTable, a: number, y: StringTable, b: number): number {
    let i = x.starts[a] as number;
    let j = y.starts[b] as number;
    const lengthA = x.lengths[a] as number;
    const lengthB = y.lengths[b] as number;
    const end = i + Math.min(lengthA, lengthB);
    const left = x.bytes;
    const right = y.bytes;
    for (; i < end; i += 1, j += 1) {
      const difference = (left[i] as number) - (right[j] as number);
      if (difference !== 0) return difference < 0 ? -1 : 1;
    }
    return lengthA === lengthB ? 0 : lengthA < lengthB ? -1 : 1;
  }

  private write(index: number, at: number, value: string): void {
    const length = this.bytes.write(value, at, 'utf8');
    this.starts[index] = at;
    this.lengths[index] = length;
    if (at === this.used) this.used += length;
  }

  /** Room for `entries` entries and `bytes` more bytes, doubling what is too small. */
  private room(entries: number, bytes: number): void {
    if (entries > this.starts.length) {
      const size = Math.max(this.starts.length * 2, entries);
      this.starts = widened(this.starts, size);
      this.lengths = widened(this.lengths, size);
    }
    if (this.used + bytes > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + bytes));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
  }
}

/** A copy of `array` with room for `size` entries. */
function widened(array: Uint32Array, size: number): Uint32Array<ArrayBuffer> {
  const grown = new Uint32Array(size);
  grown.set(array);
  return grown;
}

/** FNV-1a over the UTF-16 units of a string (32 bits). */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A string table whose entries are also found by value (decision 141): an open-addressing hash
 * table of entry numbers in typed arrays, in place of a `Map` with a million string keys. Each
 * value is added once.
 */
export class StringIndex {
  readonly table = new StringTable();
  private hashes = new Uint32Array(256);
  /** Entry number + 1 per bucket (0: empty); at most half full. */
  private buckets = new Int32Array(512);

  get size(): number {
    return this.table.size;
  }

  get(index: number): string {
    return this.table.get(index);
  }

  /** The entry holding `value`, if any. */
  find(value: string): number | undefined {
    const entry = (this.buckets[this.bucketOf(value, hashOf(value))] as number) - 1;
    return entry < 0 ? undefined : entry;
  }

  /** The entry holding `value`, added as the next entry when there is none. */
  findOrAdd(value: string): number {
    const hash = hashOf(value);
    const bucket = this.bucketOf(value, hash);
    const known = (this.buckets[bucket] as number) - 1;
    if (known >= 0) return known;
    const entry = this.table.push(value);
    if (entry >= this.hashes.length) this.hashes = widened(this.hashes, this.hashes.length * 2);
    this.hashes[entry] = hash;
    this.buckets[bucket] = entry + 1;
    if ((entry + 1) * 2 > this.buckets.length) this.rehash();
    return entry;
  }

  /** The bucket holding `value`, or the empty bucket where it would go. */
  private bucketOf(value: string, hash: number): number {
    const mask = this.buckets.length - 1;
    let bucket = hash & mask;
    for (; ; bucket = (bucket + 1) & mask) {
      const entry = (this.buckets[bucket] as number) - 1;
      if (entry < 0 || (this.hashes[entry] === hash && this.table.is(entry, value))) return bucket;
    }
  }

  private rehash(): void {
    const buckets = new Int32Array(this.buckets.length * 2);
    const mask = buckets.length - 1;
    for (let entry = 0; entry < this.table.size; entry += 1) {
      let bucket = (this.hashes[entry] as number) & mask;
      while (buckets[bucket] !== 0) bucket = (bucket + 1) & mask;
      buckets[bucket] = entry + 1;
    }
    this.buckets = buckets;
  }
}
