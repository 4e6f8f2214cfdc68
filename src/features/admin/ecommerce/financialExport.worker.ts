/** Writes a financial spreadsheet off the page's main thread (see financialSheet.ts). */
import { writeSheet, type SheetJob } from './financialSheet';

const scope = self as unknown as { onmessage: ((event: MessageEvent<SheetJob>) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void };

scope.onmessage = (event) => {
  writeSheet(event.data)
    .then((bytes) => scope.postMessage({ type: 'financial-sheet', bytes }, [bytes]))
    .catch((error: unknown) => scope.postMessage({ type: 'financial-sheet', error: String(error) }));
};
