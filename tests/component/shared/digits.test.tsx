/** One digits rule in the shared components (issue 29, items 15 and 18): Persian digits in fa, Latin in en. */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Input, Table } from 'antd';
import { CountBadge } from '@/components/CountBadge';
import { usePaginationDigits, useShowCount } from '@/components/digits';
import { DigitsInput } from '@/components/form';
import { LightPagination } from '@/components/LightPagination';
import { QuantityStepper } from '@/components/QuantityStepper';
import { renderWithProviders } from '../../utils/renderApp';

const fa = { session: { language: 'fa' as const } };
const en = { session: { language: 'en' as const } };
const LATIN = /[0-9]/;

function TablePage() {
  const pagination = usePaginationDigits();
  const rows = Array.from({ length: 158 }, (_, i) => ({ id: String(i), name: `row` }));
  return <Table rowKey="id" dataSource={rows} columns={[{ key: 'name', dataIndex: 'name' }]} pagination={{ ...pagination, pageSize: 10 }} />;
}

function Counter() {
  return <Input.TextArea aria-label="text" maxLength={200} showCount={useShowCount()} defaultValue="سلام" />;
}

function Stepper() {
  const [value, setValue] = useState(3);
  return <QuantityStepper value={value} max={9} onChange={setValue} labels={{ quantity: 'q', decrease: '-', increase: '+' }} />;
}

function Digits({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('9121234567');
  return (
    <DigitsInput
      aria-label="mobile"
      digitsOnly
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('digits in the language\'s script', () => {
  it('light pagination: page numbers, the total and the size changer', () => {
    const { unmount } = renderWithProviders(
      <LightPagination current={1} pageSize={10} total={158} pageSizeOptions={[10, 20]} showTotal={(total) => `مجموع ${total} مورد`} onChange={() => undefined} />,
      '/',
      fa,
    );
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveTextContent('مجموع ۱۵۸ مورد');
    expect(screen.getByRole('button', { name: '۱۶' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '۱۰ / صفحه' })).toBeInTheDocument();
    expect(nav.textContent).not.toMatch(LATIN);
    unmount();
    renderWithProviders(<LightPagination current={1} pageSize={10} total={158} pageSizeOptions={[10, 20]} onChange={() => undefined} />, '/', en);
    expect(screen.getByRole('button', { name: '16' })).toBeInTheDocument();
  });

  it('antd pagination of a table: page numbers and the page-size changer', async () => {
    const { container } = renderWithProviders(<TablePage />, '/', fa);
    const pager = await waitFor(() => container.querySelector('.ant-pagination')!);
    expect(within(pager as HTMLElement).getByText('۱۶')).toBeInTheDocument();
    expect(pager.querySelector('.ant-select')).toHaveTextContent('۱۰ / صفحه');
    expect(Array.from(pager.querySelectorAll('.ant-pagination-item')).map((li) => li.textContent).join('')).not.toMatch(LATIN);
  });

  it('a character counter (antd showCount)', () => {
    const { container, unmount } = renderWithProviders(<Counter />, '/', fa);
    expect(container.querySelector('.ant-input-data-count')).toHaveTextContent('۴ / ۲۰۰');
    unmount();
    const view = renderWithProviders(<Counter />, '/', en);
    expect(view.container.querySelector('.ant-input-data-count')).toHaveTextContent('4 / 200');
  });

  it('a count badge hides 0 and shows its count in Persian digits', () => {
    const { container, unmount } = renderWithProviders(<CountBadge count={9} />, '/', fa);
    expect(container).toHaveTextContent('۹');
    expect(container.textContent).not.toMatch(LATIN);
    unmount();
    const view = renderWithProviders(<CountBadge count={0} />, '/', fa);
    expect(view.container.querySelector('.ant-badge-count')).toBeNull();
  });

  it('the quantity stepper shows Persian digits and takes Persian ones typed', () => {
    renderWithProviders(<Stepper />, '/', fa);
    const box = screen.getByRole('spinbutton', { name: 'q' });
    expect(box).toHaveValue('۳');
    fireEvent.change(box, { target: { value: '۵' } });
    expect(box).toHaveValue('۵');
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    expect(box).toHaveValue('۶');
  });

  it('a digits input shows Persian digits and hands on Latin ones', () => {
    const changed = vi.fn();
    renderWithProviders(<Digits onChange={changed} />, '/', fa);
    const box = screen.getByRole('textbox', { name: 'mobile' });
    expect(box).toHaveValue('۹۱۲۱۲۳۴۵۶۷');
    fireEvent.change(box, { target: { value: '۹۱۲۱۲۳۴۵۶۸' } });
    expect(changed).toHaveBeenLastCalledWith('9121234568');
    expect(box).toHaveValue('۹۱۲۱۲۳۴۵۶۸');
  });
});
