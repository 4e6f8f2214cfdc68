/**
 * The list floor (README of src/components/resource, "Speed"): the same rows and columns as an admin
 * list, in a plain antd Table written the obvious way (rows and selection in one component's state,
 * antd's rowSelection, a switch that replaces the row, a Dropdown per row, a filter modal), nothing
 * memoised. tests/e2e/listSpeed.spec.ts measures the same interactions here and on the app's list in
 * the same run, and holds the app to a ratio of these figures, so the machine's speed and load count
 * alike. `window.listFloor.render(options)` draws it (the test hands it the rows the app's list got).
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button, ConfigProvider, Dropdown, Form, Input, InputNumber, Modal, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, FilterOutlined, MoreOutlined } from '@ant-design/icons';
import faIR from 'antd/locale/fa_IR';
import enUS from 'antd/locale/en_US';
import type { FloorColumn, FloorOptions } from './floorTypes';

type Row = Record<string, unknown> & { id: string };

function valueAt(record: Row, column: FloorColumn): unknown {
  let value: unknown = record;
  for (const part of (column.path ?? column.key).split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  return value;
}

const nameOf = (item: unknown): string => {
  if (item == null) return '';
  if (typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  return String(o.name ?? o.caption ?? o.title ?? [o.firstName, o.lastName].filter(Boolean).join(' '));
};

function Floor({ options }: { options: FloorOptions }) {
  const [rows, setRows] = useState(options.rows as Row[]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [filtering, setFiltering] = useState(false);
  const locale = options.language === 'fa' ? 'fa-IR' : 'en-US';
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const virtual = options.pageSize >= 1000;

  const cell = (column: FloorColumn, record: Row) => {
    const value = valueAt(record, column);
    switch (column.kind) {
      case 'link':
        return <a href={`#${record.id}`}>{nameOf(value)}</a>;
      case 'money':
        return <span>{numbers.format(Number(value) || 0)} IRR</span>;
      case 'number':
        return numbers.format(Number(value) || 0);
      case 'date':
        return value ? dates.format(new Date(String(value))) : '';
      case 'tags':
        return (Array.isArray(value) ? value : value == null ? [] : [value]).map((item, i) => <Tag key={i}>{nameOf(item)}</Tag>);
      case 'switch':
        return (
          <Switch
            size={column.labels ? 'default' : 'small'}
            checked={Boolean(value)}
            aria-label={column.title}
            checkedChildren={column.labels?.[0]}
            unCheckedChildren={column.labels?.[1]}
            onChange={(on) => setRows((current) => current.map((r) => (r.id === record.id ? { ...r, [column.key]: on } : r)))}
          />
        );
      case 'numberInput':
        return <InputNumber size="small" value={Number(value) || 0} aria-label={column.title} style={{ width: 80 }} />;
      default:
        return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
    }
  };

  const columns: TableColumnsType<Row> = [
    { key: '__row', title: '#', width: 72, render: (_, __, index) => numbers.format(index + 1) },
    ...options.columns.map((column) => ({ key: column.key, title: column.title, render: (_: unknown, record: Row) => cell(column, record) })),
    {
      key: '__operations',
      title: 'Operations',
      width: 96,
      fixed: 'end' as const,
      render: () => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: options.menu.map((label, i) => ({ key: label, icon: i === options.menu.length - 1 ? <DeleteOutlined /> : <EditOutlined />, danger: i === options.menu.length - 1, label })),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label="Operations" />
        </Dropdown>
      ),
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Button shape="circle" icon={<FilterOutlined />} aria-label="Filter" onClick={() => setFiltering(true)} />
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        virtual={virtual}
        // a virtual table needs a number: room for each column's content on one or two lines (at 900 px
        // the product list's seventeen columns wrapped every name into rows too tall for six to show)
        scroll={virtual ? { x: Math.max(900, columns.length * 140), y: 560 } : { x: 'max-content' }}
        pagination={{ current: 1, pageSize: options.pageSize, total: options.total, showSizeChanger: true, showQuickJumper: true, showTotal: (total) => numbers.format(total) }}
      />
      {filtering && (
        <Modal open title="Filter" width={400} onCancel={() => setFiltering(false)} footer={null}>
          <Form layout="vertical">
            <Form.Item name="name" label="Name" rules={[{ max: 100, message: 'At most 100 characters' }]}>
              <Input maxLength={100} allowClear />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

let root: Root | undefined;
(window as unknown as { listFloor: { render(options: FloorOptions): void } }).listFloor = {
  render(options) {
    const rtl = options.language === 'fa';
    document.documentElement.lang = options.language;
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    root ??= createRoot(document.getElementById('root') as HTMLElement);
    root.render(
      <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={rtl ? faIR : enUS}>
        <div style={{ padding: 24 }}>
          <Floor options={options} />
        </div>
      </ConfigProvider>,
    );
  },
};
