/**
 * The spreadsheet export of a list (README.md): a round button that exports the whole filtered, sorted
 * set (every page, not only the one shown) of the shown columns to xlsx. It pages through the API with
 * the list's own call at the largest allowed page size, turns each page into cells in short slices
 * while the next one is asked for, has the file written in a Web Worker and offers it as a download.
 * A dialog shows the progress (rows fetched of the total, then writing) with a Cancel button that stops
 * the fetching and the worker.
 */
import { useCallback, useRef, useState } from 'react';
import { App, Button, Modal, Progress, Tooltip, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { dayjs, formatDate } from '@/i18n/dayjs';
import { dateColumn, downloadSheet, fetchAllPages, moneyColumn, sliced, writeTableOffThread, type SheetCell, type SheetColumn } from '@/components/export';
import { useAppDispatch } from '@/state/hooks';
import type { Paged } from '@/api/schemas';
import type { ListEndpoint, ResourceColumn } from '../types';
import type { ExportText } from '../viewTypes';
import { exportCell, isMoneyColumn } from './columnValue';

export interface ExportButtonProps<T, F> {
  /** the resource's name: the file is named after it */
  name: string;
  list: ListEndpoint<T, F>;
  /** the columns to write, in order (the shown ones) */
  columns: readonly ResourceColumn<T>[];
  filters?: F;
  sorter?: string;
  /** the list's page sizes: the export asks for the largest */
  pageSizes: readonly number[];
}

type Progressing = { phase: 'fetch'; loaded: number; total: number | null } | { phase: 'write'; total: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ExportButton<T, F>({ name, list, columns, filters, sorter, pageSizes }: ExportButtonProps<T, F>) {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<Progressing | null>(null);
  const controller = useRef<AbortController | null>(null);
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const initiate = list.initiate;

  const run = async () => {
    if (controller.current || !initiate) return;
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;
    const locale = intl.locale;
    const text: ExportText = { locale, t, date: (iso, withTime = true) => (iso ? formatDate(iso, locale, { withTime }) : '') };
    const rows: SheetCell[][] = [];
    // the columns that show money (a `<Money>` in some row): their headers name the unit
    const money = new Set<number>();
    setProgress({ phase: 'fetch', loaded: 0, total: null });
    try {
      const limit = Math.max(...pageSizes);
      await fetchAllPages<T>(
        async (page, size) => {
          const call = dispatch(initiate({ page, limit: size, sorter, filters }, { subscribe: false, forceRefetch: true })) as ReturnType<typeof dispatch> & {
            unwrap(): Promise<Paged<T>>;
            abort?(): void;
          };
          const stop = () => call.abort?.();
          signal.addEventListener('abort', stop, { once: true });
          try {
            return await call.unwrap();
          } finally {
            signal.removeEventListener('abort', stop);
          }
        },
        limit,
        {
          signal,
          onPage: async (docs) => {
            columns.forEach((c, i) => {
              if (!money.has(i) && docs.some((record) => isMoneyColumn(c, record))) money.add(i);
            });
            for (const row of await sliced(docs, (record) => columns.map((c) => exportCell(c, record, text)), signal)) rows.push(row);
          },
          onProgress: ({ loaded, total }) => setProgress({ phase: 'fetch', loaded, total }),
        },
      );
      setProgress({ phase: 'write', total: rows.length });
      const bytes = await writeTableOffThread(
        {
          sheetName: t('views.export.sheet'),
          rightToLeft: locale.startsWith('fa'),
          columns: columns.map((c, i): SheetColumn => (c.date ? dateColumn(t(c.title), text) : money.has(i) ? moneyColumn(t(c.title), text) : { header: t(c.title), width: 18 })),
          rows,
          empty: t('views.export.empty'),
        },
        signal,
      );
      downloadSheet(bytes, `${name.replace(/\./g, '-')}-${dayjs().format('YYYYMMDD-HHmm')}.xlsx`);
      void message.success(t('views.export.done', { count: intl.formatNumber(rows.length) }));
    } catch (error) {
      if (isAbort(error) || signal.aborted) void message.info(t('views.export.cancelled'));
      // a refused page's own message was shown by the baseQuery; this says the file was not made
      else void message.error(t('views.export.failed'));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (!initiate) return null;
  const label = t('views.export.button');
  const percent =
    progress?.phase === 'write' ? 100 : progress?.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <>
      <Tooltip title={label}>
        <Button shape="circle" icon={<FileExcelOutlined />} aria-label={label} loading={Boolean(progress)} onClick={() => void run()} />
      </Tooltip>
      {progress && (
        <Modal
          open
          title={t('views.export.title')}
          width={400}
          closable={false}
          mask={{ closable: false }}
          keyboard={false}
          footer={[
            <Button key="cancel" onClick={() => controller.current?.abort()}>
              {t('common.cancel')}
            </Button>,
          ]}
        >
          <div role="status" aria-live="polite" data-testid="export-progress">
            <Progress percent={percent} status="active" format={(p) => intl.formatNumber((p ?? 0) / 100, { style: 'percent' })} />
            <Typography.Text>
              {progress.phase === 'write'
                ? t('views.export.writing', { count: intl.formatNumber(progress.total) })
                : progress.total === null
                  ? t('views.export.starting')
                  : t('views.export.fetching', { loaded: intl.formatNumber(progress.loaded), total: intl.formatNumber(progress.total) })}
            </Typography.Text>
          </div>
        </Modal>
      )}
    </>
  );
}
