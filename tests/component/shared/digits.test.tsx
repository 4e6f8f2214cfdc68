/** One digits rule in the shared components: Persian digits in fa, Latin in en. */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Input, Steps, Table } from 'antd';
import { CountBadge } from '@/components/CountBadge';
import { useCountConfig, usePaginationDigits, useShowCount, useStepsDigits } from '@/components/digits';
import { Ltr } from '@/components/Ltr';
import { Money } from '@/components/Money';
import { StatusPage } from '@/components/StatusPage';
import { LightDigitsInput } from '@/components/lightForm/LightInputs';
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

  it('a left-to-right value of digits alone reads in Persian digits; addresses, e-mails, IPs and codes with letters keep theirs', () => {
    const values = ['09120000006', '55555', '+98 912 000 0006', 'admin@shop.test', '192.168.1.10', 'https://shop.example/a1', 'AB12C'];
    renderWithProviders(<>{values.map((v) => <Ltr key={v}>{v}</Ltr>)}</>, '/', fa);
    const shown = [...document.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(shown).toEqual(['۰۹۱۲۰۰۰۰۰۰۶', '۵۵۵۵۵', '+۹۸ ۹۱۲ ۰۰۰ ۰۰۰۶', 'admin@shop.test', '192.168.1.10', 'https://shop.example/a1', 'AB12C']);
    expect(document.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('placeholders, step numbers, a counter with a rule-checked limit and a status code are in Persian digits', () => {
    function Parts() {
      return (
        <>
          <DigitsInput aria-label="mobile" placeholder="9123456789" />
          <LightDigitsInput aria-label="light" placeholder="9123456789" />
          <Steps {...useStepsDigits()} current={0} items={[{ title: 'a' }, { title: 'b' }, { title: 'c' }]} />
          <Input.TextArea aria-label="comment" count={useCountConfig(1000)} />
          <StatusPage code="404" title="t" />
        </>
      );
    }
    const { container } = renderWithProviders(<Parts />, '/', fa);
    expect(screen.getByRole('textbox', { name: 'mobile' })).toHaveAttribute('placeholder', '۹۱۲۳۴۵۶۷۸۹');
    expect(screen.getByRole('textbox', { name: 'light' })).toHaveAttribute('placeholder', '۹۱۲۳۴۵۶۷۸۹');
    expect([...container.querySelectorAll('.ant-steps-item-icon')].map((i) => i.textContent)).toEqual(['۱', '۲', '۳']);
    expect(container).toHaveTextContent('۰ / ۱۰۰۰');
    expect(container).toHaveTextContent('۴۰۴');
    expect(container.textContent).not.toMatch(LATIN);
  });

  it('money and totals share one thousands separator in fa (٬, as Intl writes it)', () => {
    const { container } = renderWithProviders(<Money value={1250000} />, '/', fa);
    expect(container).toHaveTextContent('۱٬۲۵۰٬۰۰۰ ریال');
    expect(new Intl.NumberFormat('fa').format(1250000)).toBe('۱٬۲۵۰٬۰۰۰');
  });
});
