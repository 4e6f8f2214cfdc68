/**
 * The user import's Web Worker: parses the workbook bytes off the page's thread (a 5,000-row sheet
 * never blocks the tab) and answers `{ rows }` or `{ error }`.
 */
import { parseFirstSheet } from './sheetParser';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  parseFirstSheet(event.data).then(
    (rows) => scope.postMessage({ rows }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
