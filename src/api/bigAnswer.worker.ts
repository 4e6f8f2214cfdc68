/**
 * The big-answer Web Worker (src/api/bigAnswer.ts): reads a large JSON body chunk by chunk as the
 * page hands the chunks over, checks the rows against their schema when the page names one, and posts
 * them back in slices (bigAnswerSplit.ts). Says `ready` once loaded, so the page hands a body only to
 * a worker that runs.
 */
import { AnswerSplitter, type BigAnswerJob, type BigAnswerMessage } from './bigAnswerSplit';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BigAnswerJob>) => void) | null;
  postMessage(message: BigAnswerMessage): void;
}
const scope = self as unknown as WorkerScope;
const jobs = new Map<number, AnswerSplitter>();

scope.onmessage = ({ data: job }) => {
  switch (job.kind) {
    case 'start':
      jobs.set(job.id, new AnswerSplitter(job.id, (message) => scope.postMessage(message), job.rowsKey));
      return;
    case 'chunk':
      jobs.get(job.id)?.push(job.bytes);
      return;
    case 'end':
      jobs.get(job.id)?.end();
      jobs.delete(job.id);
      return;
    case 'drop':
      jobs.delete(job.id);
      return;
  }
};
scope.postMessage({ id: 0, kind: 'ready' });
