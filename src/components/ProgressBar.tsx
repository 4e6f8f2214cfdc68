/** Top progress bar driven by the pending request count: width is 100 / count percent (spec §4). */
import { useAppSelector } from '@/state/hooks';
import { selectPending } from '@/state/selectors';

export function ProgressBar() {
  const pending = useAppSelector(selectPending);
  const percent = pending > 0 ? 100 / pending : 0;
  return (
    <div className="app-progress" aria-hidden={pending === 0} data-pending={pending}>
      <div
        role="progressbar"
        aria-label="loading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="app-progress__bar"
        style={{ width: `${percent}%`, opacity: pending > 0 ? 1 : 0 }}
      />
    </div>
  );
}
