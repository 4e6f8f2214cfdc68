/**
 * The spreadsheet reader of the user import, behind one function so the parser can be swapped:
 * `readFirstSheet(file)` answers the cells of the first sheet as text. Loaded on demand (dynamic
 * import) by UserImport; the parsing (exceljs, sheetParser.ts) runs in a Web Worker, or on the page
 * where there are no workers (tests) or the worker fails to start.
 *
 * xlsx and legacy xls are both read (sheetParser.ts picks the parser by the file's content).
 */
import { readFileHead } from '@/lib/fileSignature';

/** A worker could not run the parser (not the workbook's fault): parse on the page instead. */
class WorkerUnavailable extends Error {}

function parseInWorker(bytes: ArrayBuffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sheetWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    worker.onmessage = (event: MessageEvent<{ rows?: string[][]; error?: string }>) => {
      worker.terminate();
      if (event.data.rows) resolve(event.data.rows);
      else reject(new Error(event.data.error ?? 'The workbook could not be read.'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new WorkerUnavailable());
    };
    worker.postMessage(bytes, [bytes]);
  });
}

async function parseOnPage(bytes: ArrayBuffer): Promise<string[][]> {
  const { parseFirstSheet } = await import('./sheetParser');
  return parseFirstSheet(bytes);
}

/** The cells of the first worksheet as text, row by row (row 1 first; empty cells ''; trailing empty cells dropped). */
export async function readFirstSheet(file: Blob): Promise<string[][]> {
  const all = await readFileHead(file, file.size);
  const bytes = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
  if (typeof Worker === 'undefined') return parseOnPage(bytes);
  try {
    return await parseInWorker(bytes.slice(0));
  } catch (error) {
    if (error instanceof WorkerUnavailable) return parseOnPage(bytes);
    throw error;
  }
}

/** An xlsx workbook with one sheet holding the header row (the import's template). */
export async function templateWorkbook(headers: readonly string[], sheetName: string): Promise<ArrayBuffer> {
  const parser = await import('./sheetParser');
  return parser.templateWorkbook(headers, sheetName);
}
