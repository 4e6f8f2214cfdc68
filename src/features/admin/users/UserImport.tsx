/**
 * The user list's import (admin §2, §5, §6, §7): one .xlsx or .xls spreadsheet of at most 2 MB (checked by its
 * content), its first sheet read in a module loaded on demand, every user given the default country.
 * A paged preview lists every row read, the ones that will be refused with their reasons (missing name
 * or password, bad mobile or email by the sign-in type, a repeat within the sheet); an empty sheet or a
 * missing column is explained. Nothing is sent until the admin confirms; then `user/multiadd` with the
 * valid rows only, and the list reloads.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Radio, Spin, Table, Tag, Typography } from 'antd';
import { useScreens } from '@/components/useScreens';
import { DownloadOutlined, FileExcelOutlined, ImportOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { User } from '@/api/schemas';
import type { UserFilter } from '@/api/schemas/peopleRequests';
import { useMultiAddUsersMutation } from '@/api/services/usermanagement';
import { config } from '@/config';
import type { ToolbarProps } from '@/components/resource';
import { isSpreadsheetFile } from '@/lib/fileSignature';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { importColumns, readImportRows, type ImportReading, type PreviewRow } from './import/importRows';
import { downloadSheet } from '@/components/downloadSheet';

/** Spreadsheets up to 2 MB (spec §5, §9). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

type Problem = 'notSpreadsheet' | 'tooBig' | 'unreadable';
type State =
  | { step: 'choose'; problem?: Problem }
  | { step: 'reading'; name: string }
  | { step: 'read'; name: string; reading: ImportReading };

export function UserImport({ reload }: ToolbarProps<User, UserFilter>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `people.import.${id}` }, values);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open && (
        <ImportDialog
          onClose={(added) => {
            setOpen(false);
            if (added) reload();
          }}
        />
      )}
    </>
  );
}

function ImportDialog({ onClose }: { onClose(added: boolean): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `people.import.${id}` }, values);
  const n = (value: number) => intl.formatNumber(value);
  const authType = useAppSelector(selectAuthType);
  const columns = importColumns(authType);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'choose' });
  const [onlyRefused, setOnlyRefused] = useState(false);
  const [multiAdd, { isLoading: sending }] = useMultiAddUsersMutation();
  const latest = useRef(0);
  // phones: the mobile/email goes under the name, so the reasons fit without scrolling sideways
  const narrow = !useScreens().sm;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const attempt = (latest.current += 1);
    setOnlyRefused(false);
    if (file.size > IMPORT_MAX_BYTES) return setState({ step: 'choose', problem: 'tooBig' });
    if (!(await isSpreadsheetFile(file))) return setState({ step: 'choose', problem: 'notSpreadsheet' });
    setState({ step: 'reading', name: file.name });
    try {
      // the parser (and exceljs) load only now
      const { readFirstSheet } = await import('./import/readFirstSheet');
      const sheet = await readFirstSheet(file);
      if (attempt !== latest.current) return;
      setState({ step: 'read', name: file.name, reading: readImportRows(sheet, authType, config.defaultCountryId) });
    } catch {
      if (attempt !== latest.current) return;
      setState({ step: 'choose', problem: 'unreadable' });
    }
  };

  const template = async () => {
    const { templateWorkbook } = await import('./import/readFirstSheet');
    downloadSheet(await templateWorkbook(columns, t('sheetName')), 'users.xlsx');
  };

  const reading = state.step === 'read' ? state.reading : undefined;
  const users = reading?.kind === 'rows' ? reading.users : [];
  const confirm = async () => {
    if (!users.length) return;
    try {
      await multiAdd({ users }).unwrap();
      onClose(true);
    } catch {
      // the server's message is shown by the baseQuery; the preview stays
    }
  };

  const label = (column: string) => intl.formatMessage({ id: `people.field.${column}` });
  const reasonText = (row: PreviewRow) =>
    row.reasons.map((reason) => (reason === 'duplicate' ? t('reason.duplicate', { row: n(row.duplicateOf ?? 0) }) : t(`reason.${reason}`)));

  return (
    <Modal
      open
      title={t('title')}
      // exception to the 450 form width (admin §1): the preview is a table of the sheet's rows with their reasons
      width={760}
      onCancel={() => onClose(false)}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>,
        <Button key="ok" type="primary" disabled={!users.length} loading={sending} onClick={() => void confirm()}>
          {t('confirm', { count: users.length, shown: n(users.length) })}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('columns')}
        </Typography.Paragraph>
        <ul className="user-import__columns" style={{ margin: 0, paddingInlineStart: 20 }}>
          {columns.map((column) => (
            <li key={column}>
              <Typography.Text code dir="ltr">
                {column}
              </Typography.Text>{' '}
              {label(column)}
            </li>
          ))}
        </ul>
        <Flex gap={8} wrap align="center">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-label={t('file')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
          <Button type="primary" ghost icon={<FileExcelOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={state.step === 'reading' || sending}>
            {t('choose')}
          </Button>
          <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={() => void template()}>
            {t('template')}
          </Button>
        </Flex>

        {state.step === 'choose' && state.problem && <Alert type="error" showIcon title={t(`problem.${state.problem}`)} role="alert" />}
        {state.step === 'reading' && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" /> {t('reading', { name: state.name })}
          </Flex>
        )}
        {reading?.kind === 'empty' && <Alert type="warning" showIcon title={t('empty')} role="alert" />}
        {reading?.kind === 'missingColumns' && <Alert type="warning" showIcon title={t('missingColumns', { columns: reading.columns.join(', ') })} role="alert" />}
        {reading?.kind === 'rows' && (
          <>
            <Alert
              type={reading.users.length ? 'info' : 'warning'}
              showIcon
              role="status"
              title={t('summary', {
                read: n(reading.rows.length),
                valid: n(reading.users.length),
                refused: n(reading.rows.length - reading.users.length),
              })}
            />
            <Radio.Group
              optionType="button"
              size="small"
              value={onlyRefused ? 'refused' : 'all'}
              onChange={(event) => setOnlyRefused(event.target.value === 'refused')}
              options={[
                { value: 'all', label: t('show.all') },
                { value: 'refused', label: t('show.refused') },
              ]}
            />
            <Table<PreviewRow>
              size="small"
              rowKey="line"
              aria-label={t('preview')}
              dataSource={onlyRefused ? reading.rows.filter((r) => r.reasons.length) : reading.rows}
              pagination={{ pageSize: 10, showSizeChanger: false, simple: true, hideOnSinglePage: true }}
              scroll={narrow ? undefined : { x: 560 }}
              columns={[
                { key: 'line', title: t('col.row'), dataIndex: 'line', width: 64, render: (line: number) => n(line) },
                {
                  key: 'name',
                  title: t('col.name'),
                  render: (_v, r) => (
                    <>
                      <span>{`${r.firstName} ${r.lastName}`.trim()}</span>
                      {narrow && (
                        <Typography.Text type="secondary" dir="ltr" style={{ display: 'block' }}>
                          {r.login}
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
                {
                  key: 'result',
                  title: t('col.result'),
                  render: (_v, r) =>
                    r.reasons.length ? (
                      <Flex gap={4} wrap>
                        {reasonText(r).map((text) => (
                          <Tag key={text} color="error" style={{ marginInlineEnd: 0 }}>
                            {text}
                          </Tag>
                        ))}
                      </Flex>
                    ) : (
                      <Tag color="success">{t('ok')}</Tag>
                    ),
                },
                ...(narrow ? [] : [{ key: 'login', title: label(columns[2]), dataIndex: 'login', render: (v: string) => <span dir="ltr">{v}</span> }]),
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
