/**
 * The big-answer Web Worker (src/api/bigAnswer.ts): parses a large JSON body off the page's thread
 * and posts it back in slices (bigAnswerSplit.ts). Says `ready` once loaded, so the page transfers a
 * body only to a worker that runs.
 */
import { splitAnswer, type BigAnswerJob, type BigAnswerMessage } from './bigAnswerSplit';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BigAnswerJob>) => void) | null;
  postMessage(message: BigAnswerMessage): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => splitAnswer(event.data, (message) => scope.postMessage(message));
scope.postMessage({ id: 0, kind: 'ready' });
