/**
 * The worker's half of a big answer (src/api/bigAnswer.ts). The body arrives in byte chunks as the
 * server sends them; `AnswerSplitter` reads them as they come, finds the answer's big array
 * (`data.content` itself, or `data.content.docs`, a paged list) and posts its rows in slices as soon
 * as they are complete, each its own message, and the envelope without its rows (the "head") at the
 * end. With a row schema (`rowsKey`, src/api/schemas/rows.ts) the rows of a paged list are checked
 * here, off the page's thread, before they are posted; the first row that does not match ends the
 * posting with the issues the page would have found (`['docs', index, ...]`).
 * Pure (no worker globals) so the unit tests run it in-process.
 */
import { ROW_SCHEMAS, type RowsKey } from './schemas/rows';
import type { z } from 'zod/mini';
import type { BigAnswerMessage, PostedIssue, RowsAt } from './bigAnswerMessages';

export type { BigAnswerJob, BigAnswerMessage, PostedIssue, RowsAt } from './bigAnswerMessages';
export { joinAnswer } from './bigAnswerMessages';

/** Rows per message: a slice of invoices deserialises on the page in a few tens of milliseconds. */
export const ROWS_PER_MESSAGE = 2_000;
/** The first slice is small, so the page can show the first rows while the rest is still on its way. */
export const FIRST_ROWS = 100;

interface Frame {
  array: boolean;
  /** an object's current key (tracked only above the rows) */
  key: string | null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

/**
 * Reads one answer's bytes as they arrive (`push`, then `end`) and posts `start`, `rows`…, `end`
 * (or `notJson`, or `issues` and then `end`). The rows are cut at the commas between them, found by
 * a small scanner that follows strings and nesting and scans each chunk's text once; each slice of
 * rows is parsed with one `JSON.parse`. Offsets are counted from the start of the body's text; the
 * text still needed (the rows not yet posted, the head) is kept as the chunks' own strings.
 */
export class AnswerSplitter {
  private readonly decoder = new TextDecoder();
  private readonly schema: z.ZodMiniType | null;
  /** the kept text, one string a chunk; `pieces[0]` starts at offset `piecesFrom` */
  private pieces: string[] = [];
  private piecesFrom = 0;
  /** the chunk being scanned, its offset, and the next index of it to scan */
  private text = '';
  private base = 0;
  private pos = 0;
  private inString = false;
  /** backslashes that ended the last chunk inside a string (they may escape the next chunk's quote) */
  private slashesBefore = 0;
  /** the start of the key string being read (an offset), or -1 */
  private keyStart = -1;
  private expectKey = false;
  private readonly stack: Frame[] = [];
  /** the head's text outside the rows: before them, then after them */
  private readonly headParts: string[] = [];
  /** offset where the head's text not yet in `headParts` starts */
  private headFrom = 0;
  private rowsAt: RowsAt | null = null;
  /** nesting depth inside the rows array while it is open, else -1 */
  private rowsDepth = -1;
  /** offset of the first row not yet posted */
  private rowsFrom = -1;
  /** complete rows after `rowsFrom`, and the offset of the comma that ends the last of them */
  private complete = 0;
  private lastComma = -1;
  private rowsPosted = 0;
  private failed = false;
  private finished = false;

  constructor(
    private readonly id: number,
    private readonly post: (message: BigAnswerMessage) => void,
    rowsKey?: RowsKey,
    private readonly rowsPerMessage = ROWS_PER_MESSAGE,
    private readonly firstRows = FIRST_ROWS,
  ) {
    this.schema = rowsKey ? ROW_SCHEMAS[rowsKey] : null;
  }

  push(bytes: ArrayBuffer | Uint8Array): void {
    // Response.text() decodes UTF-8 (a BOM dropped) whatever the charset says: the same here
    this.take(this.decoder.decode(bytes, { stream: true }));
  }

  end(): void {
    this.take(this.decoder.decode());
    if (this.finished) return;
    if (this.rowsDepth >= 0) return this.notJson();
    this.finished = true;
    const headText = this.headParts.join('') + this.slice(this.headFrom, this.base + this.text.length);
    let head: unknown;
    try {
      head = headText ? (JSON.parse(headText) as unknown) : null;
    } catch {
      this.post({ id: this.id, kind: 'notJson' });
      return;
    }
    this.post({ id: this.id, kind: 'end', head, rowsAt: this.rowsAt });
  }

  private take(chunk: string): void {
    if (this.finished) return;
    this.base += this.text.length;
    this.text = chunk;
    this.pos = 0;
    if (chunk) this.pieces.push(chunk);
    this.drain();
  }

  /** The kept text between two offsets. */
  private slice(from: number, to: number): string {
    let at = this.piecesFrom;
    const parts: string[] = [];
    for (const piece of this.pieces) {
      const end = at + piece.length;
      if (end > from && at < to) parts.push(piece.slice(Math.max(0, from - at), Math.min(piece.length, to - at)));
      at = end;
      if (at >= to) break;
    }
    return parts.length === 1 ? parts[0] : parts.join('');
  }

  private notJson(): void {
    this.finished = true;
    this.post({ id: this.id, kind: 'notJson' });
  }

  /** Whether `[` (about to open at the current depth) is the answer's big array. */
  private isRowsArray(): RowsAt | null {
    const s = this.stack;
    if (this.rowsAt || s.some((f) => f.array)) return null;
    if (s.length === 2 && s[0].key === 'data' && s[1].key === 'content') return 'content';
    if (s.length === 3 && s[0].key === 'data' && s[1].key === 'content' && s[2].key === 'docs') return 'docs';
    return null;
  }

  /** Scans the chunk, posting each slice of rows as soon as it is complete (the first one small). */
  private drain(): void {
    for (;;) {
      const wanted = this.rowsPosted === 0 ? this.firstRows : this.rowsPerMessage;
      this.scan(wanted);
      if (this.finished || this.rowsDepth < 0 || this.complete < wanted) break;
      const slice = this.slice(this.rowsFrom, this.lastComma);
      this.rowsFrom = this.lastComma + 1;
      this.complete = 0;
      this.postRows(slice);
    }
    this.trim();
  }

  /** Scans on from `pos`; stops early once `stopAt` rows are complete. */
  private scan(stopAt: number): void {
    const text = this.text;
    const n = text.length;
    let i = this.pos;
    while (i < n) {
      if (this.inString) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          let slashes = 0;
          for (let j = n - 1; j >= i && text.charCodeAt(j) === BACKSLASH; j -= 1) slashes += 1;
          this.slashesBefore = slashes === n - i ? this.slashesBefore + slashes : slashes;
          i = n;
          break;
        }
        let slashes = 0;
        let j = close - 1;
        for (; j >= i && text.charCodeAt(j) === BACKSLASH; j -= 1) slashes += 1;
        if (j < i && i === 0) slashes += this.slashesBefore;
        this.slashesBefore = 0;
        i = close + 1;
        if (slashes % 2 === 1) continue;
        this.inString = false;
        if (this.keyStart >= 0) {
          try {
            this.stack[this.stack.length - 1].key = JSON.parse(this.slice(this.keyStart, this.base + close + 1)) as string;
          } catch {
            /* not JSON: the head's parse at the end says so */
          }
          this.keyStart = -1;
        }
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.inString = true;
        this.slashesBefore = 0;
        // keys matter only above the rows (data, content, docs)
        if (this.expectKey && this.rowsDepth < 0 && this.stack.length <= 3) this.keyStart = this.base + i;
      } else if (c === OPEN_OBJECT) {
        this.stack.push({ array: false, key: null });
        this.expectKey = true;
      } else if (c === OPEN_ARRAY) {
        const rowsAt = this.rowsDepth < 0 ? this.isRowsArray() : null;
        this.stack.push({ array: true, key: null });
        this.expectKey = false;
        if (rowsAt) this.openRows(rowsAt, this.base + i);
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (c === CLOSE_ARRAY && this.rowsDepth === this.stack.length) this.closeRows(this.base + i);
        this.stack.pop();
        this.expectKey = false;
      } else if (c === COMMA) {
        if (this.rowsDepth === this.stack.length) {
          this.complete += 1;
          this.lastComma = this.base + i;
          if (this.complete >= stopAt) {
            i += 1;
            break;
          }
        } else this.expectKey = !(this.stack.at(-1)?.array ?? true);
      } else if (c === COLON) {
        this.expectKey = false;
      }
      i += 1;
    }
    this.pos = i;
  }

  private openRows(rowsAt: RowsAt, at: number): void {
    this.rowsAt = rowsAt;
    this.rowsDepth = this.stack.length;
    this.headParts.push(this.slice(this.headFrom, at + 1));
    this.rowsFrom = at + 1;
    this.complete = 0;
    this.lastComma = -1;
    // the envelope so far, closed: what came before the rows (a streaming server writes `total` first)
    const closers = this.stack
      .slice(0, -1)
      .reverse()
      .map((f) => (f.array ? ']' : '}'))
      .join('');
    let head: unknown = null;
    try {
      head = JSON.parse(`${this.headParts.join('')}]${closers}`) as unknown;
    } catch {
      /* a key cut oddly: the head comes at the end anyway */
    }
    this.post({ id: this.id, kind: 'start', head, rowsAt });
  }

  private closeRows(at: number): void {
    const rest = this.slice(this.rowsFrom, at);
    this.rowsDepth = -1;
    this.headFrom = at;
    this.rowsFrom = -1;
    if (rest.trim()) this.postRows(rest);
  }

  /** Drops the kept text no longer needed (the head's part of it is kept in `headParts`). */
  private trim(): void {
    const keep = Math.min(this.rowsDepth >= 0 ? this.rowsFrom : this.rowsAt ? this.headFrom : 0, this.keyStart >= 0 ? this.keyStart : Infinity);
    while (this.pieces.length > 1 && this.piecesFrom + this.pieces[0].length <= keep) {
      this.piecesFrom += this.pieces[0].length;
      this.pieces.shift();
    }
  }

  private postRows(slice: string): void {
    if (this.finished || this.failed) return;
    let rows: unknown[];
    try {
      rows = JSON.parse(`[${slice}]`) as unknown[];
    } catch {
      return this.notJson();
    }
    const first = this.rowsPosted;
    this.rowsPosted += rows.length;
    const schema = this.rowsAt === 'docs' ? this.schema : null;
    if (schema) {
      for (let i = 0; i < rows.length; i += 1) {
        const row = schema.safeParse(rows[i]);
        if (!row.success) {
          this.failed = true;
          this.post({ id: this.id, kind: 'issues', issues: row.error.issues.map((issue) => ({ ...issue, path: ['docs', first + i, ...issue.path] }) as PostedIssue) });
          return;
        }
        rows[i] = row.data;
      }
    }
    this.post({ id: this.id, kind: 'rows', rows, checked: schema !== null });
  }
}

/** A whole body at once (tests, and the page's own fallback): start, all bytes, end. */
export function splitAnswer(id: number, bytes: ArrayBuffer | Uint8Array, post: (message: BigAnswerMessage) => void, rowsKey?: RowsKey, rowsPerMessage = ROWS_PER_MESSAGE, firstRows = FIRST_ROWS): void {
  const splitter = new AnswerSplitter(id, post, rowsKey, rowsPerMessage, firstRows);
  splitter.push(bytes);
  splitter.end();
}
