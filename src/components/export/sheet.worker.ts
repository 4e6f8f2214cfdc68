/** Writes a table's xlsx off the page's main thread (see sheet.ts). */
import { writeTable, type TableJob } from './sheet';

const scope = self as unknown as { onmessage: ((event: MessageEvent<TableJob>) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void };

scope.onmessage = (event) => {
  writeTable(event.data)
    .then((bytes) => scope.postMessage({ type: 'table-sheet', bytes }, [bytes]))
    .catch((error: unknown) => scope.postMessage({ type: 'table-sheet', error: String(error) }));
};
