/**
 * Test-only: jsdom's Blob/File cannot cross into Node's fetch (undici stores them as "[object File]").
 * This installs a small FormData that keeps the values as they are, and a Request that encodes such a
 * FormData as a real multipart body, reading jsdom blobs' bytes. Browsers never load this file.
 */
type Entry = [name: string, value: unknown, filename?: string];

function bytesOf(value: unknown): Uint8Array | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const implKey = Object.getOwnPropertySymbols(value).find((s) => s.description === 'impl');
  const impl = implKey ? (value as Record<symbol, { _bytes?: Uint8Array; _buffer?: Uint8Array }>)[implKey] : undefined;
  return impl?._bytes ?? impl?._buffer;
}

export class TestFormData {
  private entriesList: Entry[] = [];
  append(name: string, value: unknown, filename?: string) {
    this.entriesList.push([name, typeof value === 'object' && value !== null ? value : String(value), filename]);
  }
  set(name: string, value: unknown, filename?: string) {
    this.delete(name);
    this.append(name, value, filename);
  }
  delete(name: string) {
    this.entriesList = this.entriesList.filter(([n]) => n !== name);
  }
  get(name: string) {
    return this.entriesList.find(([n]) => n === name)?.[1] ?? null;
  }
  getAll(name: string) {
    return this.entriesList.filter(([n]) => n === name).map(([, v]) => v);
  }
  has(name: string) {
    return this.entriesList.some(([n]) => n === name);
  }
  *entries(): IterableIterator<[string, unknown]> {
    for (const [n, v] of this.entriesList) yield [n, v];
  }
  keys() {
    return this.entriesList.map(([n]) => n)[Symbol.iterator]();
  }
  values() {
    return this.entriesList.map(([, v]) => v)[Symbol.iterator]();
  }
  forEach(callback: (value: unknown, name: string) => void) {
    this.entriesList.forEach(([n, v]) => callback(v, n));
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  get [Symbol.toStringTag]() {
    return 'FormData';
  }
  /** multipart/form-data encoding */
  encode(): { body: Uint8Array; contentType: string } {
    const boundary = `----test-boundary-${Math.random().toString(16).slice(2)}`;
    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    for (const [name, value, filename] of this.entriesList) {
      const bytes = bytesOf(value);
      if (bytes) {
        const blob = value as { name?: string; type?: string };
        const file = filename ?? blob.name ?? 'blob';
        chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${blob.type || 'application/octet-stream'}\r\n\r\n`));
        chunks.push(bytes);
        chunks.push(encoder.encode('\r\n'));
      } else {
        chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
      }
    }
    chunks.push(encoder.encode(`--${boundary}--\r\n`));
    const size = chunks.reduce((s, c) => s + c.length, 0);
    const body = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      body.set(c, offset);
      offset += c.length;
    }
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }
}

export function installMultipart() {
  const NativeRequest = globalThis.Request;
  class MultipartRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init?.body instanceof TestFormData) {
        const { body, contentType } = init.body.encode();
        const headers = new Headers(init.headers);
        headers.set('Content-Type', contentType);
        super(input, { ...init, body: body as unknown as BodyInit, headers });
        return;
      }
      super(input, init);
    }
  }
  globalThis.Request = MultipartRequest as typeof Request;
  globalThis.FormData = TestFormData as unknown as typeof FormData;
  (window as unknown as { FormData: unknown }).FormData = TestFormData;
}
