import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import faIR from 'antd/es/locale/fa_IR';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { DatePicker, RangePicker, disabledBeforeToday, disabledTodayAndBefore } from '@/components/DatePicker';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';

function Fa({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fa" messages={{}}>
      <ConfigProvider direction="rtl" locale={faIR}>
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}

function En({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={{}}>
      <ConfigProvider direction="ltr" locale={enUS}>
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}

const popup = () => document.querySelector('.ant-picker-dropdown') as HTMLElement;
const open = () => {
  const input = screen.getByRole('textbox');
  fireEvent.mouseDown(input);
  fireEvent.click(input);
};

describe('DatePicker in fa', () => {
  it('shows the value as Jalali text with Persian digits', () => {
    render(<DatePicker defaultValue={dayjs('2026-11-21')} />, { wrapper: Fa });
    expect(screen.getByRole('textbox')).toHaveValue('۱۴۰۵/۰۸/۳۰');
  });

  it('opens on a Jalali month with Jalali month names, Saturday first and Persian digits', () => {
    render(<DatePicker defaultPickerValue={dayjs('2026-03-25')} />, { wrapper: Fa });
    open();
    const panel = popup();
    expect(panel.querySelector('.ant-picker-month-btn')).toHaveTextContent('فروردین');
    expect(panel.querySelector('.ant-picker-year-btn')).toHaveTextContent('۱۴۰۵');
    expect(panel.querySelector('thead th')).toHaveTextContent('ش');
    const inView = [...panel.querySelectorAll('.ant-picker-cell-in-view')].map((cell) => cell.textContent);
    expect(inView).toHaveLength(31); // Farvardin has 31 days
    expect(inView[0]).toBe('۱');
    expect(inView[30]).toBe('۳۱');
    // 1 Farvardin 1405 is a Saturday: the first cell of the grid.
    expect(panel.querySelector('tbody td')).toHaveAttribute('title', '۱۴۰۵/۰۱/۰۱');
  });

  it('calls onChange with a Gregorian dayjs of the chosen Jalali day', () => {
    const onChange = vi.fn();
    render(<DatePicker defaultPickerValue={dayjs('2026-03-25')} onChange={onChange} />, { wrapper: Fa });
    open();
    fireEvent.click(popup().querySelector('td[title="۱۴۰۵/۰۱/۰۱"]')!);
    expect(onChange).toHaveBeenCalledTimes(1);
    const [value, text] = onChange.mock.calls[0] as [Dayjs, string];
    expect(toIsoDay(value)).toBe('2026-03-21');
    expect(value.format('YYYY-MM-DD')).toBe('2026-03-21'); // Gregorian calendar out
    expect(text).toBe('۱۴۰۵/۰۱/۰۱');
  });

  it('moves to the next Jalali month', () => {
    render(<DatePicker defaultPickerValue={dayjs('2026-03-25')} />, { wrapper: Fa });
    open();
    fireEvent.click(popup().querySelector('.ant-picker-header-next-btn')!);
    expect(popup().querySelector('.ant-picker-month-btn')).toHaveTextContent('اردیبهشت');
  });

  it('lists the twelve Jalali months in the month panel', () => {
    render(<DatePicker defaultPickerValue={dayjs('2026-03-25')} />, { wrapper: Fa });
    open();
    fireEvent.click(popup().querySelector('.ant-picker-month-btn')!);
    const months = [...popup().querySelectorAll('.ant-picker-month-panel .ant-picker-cell')].map((c) => c.textContent);
    expect(months[0]).toBe('فروردین');
    expect(months[11]).toBe('اسفند');
  });

  it('formats date and time with slashes when showTime is set', () => {
    render(<DatePicker showTime={{ format: 'HH:mm' }} defaultValue={dayjs('2026-11-21T09:05:00')} />, { wrapper: Fa });
    expect(screen.getByRole('textbox')).toHaveValue('۱۴۰۵/۰۸/۳۰ ۰۹:۰۵');
  });

  it('accepts typed Jalali dates in Latin digits', () => {
    const onChange = vi.fn();
    render(<DatePicker onChange={onChange} />, { wrapper: Fa });
    const input = screen.getByRole('textbox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '1405/08/30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalled();
    expect(toIsoDay(onChange.mock.calls.at(-1)![0] as Dayjs)).toBe('2026-11-21');
  });

  it('passes Gregorian dates to disabledDate and disables today and earlier', () => {
    const seen: boolean[] = [];
    render(
      <DatePicker
        defaultPickerValue={dayjs()}
        disabledDate={(current) => {
          seen.push(current.isJalali());
          return disabledTodayAndBefore(current);
        }}
      />,
      { wrapper: Fa },
    );
    open();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((jalali) => !jalali)).toBe(true);
    const today = popup().querySelector('.ant-picker-cell-today');
    expect(today).toHaveClass('ant-picker-cell-disabled');
  });

  it('RangePicker shows Jalali text for both ends', () => {
    render(<RangePicker defaultValue={[dayjs('2026-03-21'), dayjs('2026-11-21')]} />, { wrapper: Fa });
    const inputs = screen.getAllByRole('textbox');
    expect(inputs[0]).toHaveValue('۱۴۰۵/۰۱/۰۱');
    expect(inputs[1]).toHaveValue('۱۴۰۵/۰۸/۳۰');
  });
});

describe('DatePicker in en', () => {
  it('is the Gregorian antd picker', () => {
    const onChange = vi.fn();
    render(<DatePicker defaultPickerValue={dayjs('2026-03-25')} onChange={onChange} />, { wrapper: En });
    open();
    expect(popup().querySelector('.ant-picker-month-btn')).toHaveTextContent('Mar');
    expect(popup().querySelector('.ant-picker-year-btn')).toHaveTextContent('2026');
    fireEvent.click(popup().querySelector('td[title="2026-03-21"]')!);
    expect(toIsoDay(onChange.mock.calls[0][0] as Dayjs)).toBe('2026-03-21');
  });

  it('shows a Jalali-calendar value as Gregorian', () => {
    render(<DatePicker value={dayjs('2026-11-21').calendar('jalali')} />, { wrapper: En });
    expect(screen.getByRole('textbox')).toHaveValue('2026-11-21');
  });
});

describe('disabledDate helpers', () => {
  it('disabledBeforeToday allows today, disabledTodayAndBefore does not', () => {
    const now = dayjs();
    expect(disabledBeforeToday(now.subtract(1, 'day'))).toBe(true);
    expect(disabledBeforeToday(now)).toBe(false);
    expect(disabledBeforeToday(now.startOf('day'))).toBe(false);
    expect(disabledTodayAndBefore(now)).toBe(true);
    expect(disabledTodayAndBefore(now.endOf('day'))).toBe(true);
    expect(disabledTodayAndBefore(now.add(1, 'day').startOf('day'))).toBe(false);
    expect(disabledTodayAndBefore(now.add(1, 'day').calendar('jalali'))).toBe(false);
    expect(disabledTodayAndBefore(null)).toBe(false);
  });
});
