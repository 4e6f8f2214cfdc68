/**
 * A list's loading state, drawn over the list rather than around it. antd's Spin with children marks
 * its wrapper spinning, and its styles then change the content's `pointer-events` and `user-select`,
 * which every element below inherits: each reload, and the first rows' arrival, made the browser
 * recompute the styles of the whole page of rows twice (on the product list's 100 rows, 6,200 elements,
 * 150 ms at 1× CPU after the rows were laid out, before their first paint). This cover is a sibling
 * laid over the list: coming and going it touches nothing inside it. It blocks the pointer, as antd's
 * does, and the list says it is busy (`aria-busy`).
 */
import type { ReactNode } from 'react';
import { Spin } from 'antd';
import './loadingCover.css';

export function LoadingCover({ spinning, children }: { spinning: boolean; children: ReactNode }) {
  return (
    <div className="loading-cover" aria-busy={spinning}>
      {children}
      {spinning && (
        <div className="loading-cover__cover">
          <div className="loading-cover__spinner">
            <Spin />
          </div>
        </div>
      )}
    </div>
  );
}
