// A Map that forgets everything once it holds `limit` entries. For the server's in-memory copies of answers: none
// may grow without bound, and a forgotten copy is only read again, never wrong.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
