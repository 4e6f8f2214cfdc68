import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { DateText } from '@/components/JalaliDate';
import { Money, formatMoney } from '@/components/Money';

const inLocale = (locale: 'fa' | 'en', node: React.ReactNode) =>
  render(
    <IntlProvider locale={locale} messages={{}}>
      {node}
    </IntlProvider>,
  );

describe('DateText', () => {
  it('renders a Jalali date with Persian digits in fa inside <time>', () => {
    const { container } = inLocale('fa', <DateText value="2026-03-21" />);
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('۱۴۰۵/۰۱/۰۱');
    expect(time).toHaveAttribute('dateTime', '2026-03-21');
  });

  it('renders a Gregorian date and time in en', () => {
    const { container } = inLocale('en', <DateText value="2026-11-21T09:05:00" withTime />);
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('2026-11-21 09:05');
    expect(time.getAttribute('dateTime')).toBe(new Date(2026, 10, 21, 9, 5).toISOString());
  });

  it('renders nothing for empty values', () => {
    const { container } = inLocale('fa', <DateText value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Money', () => {
  it('formats rials per locale', () => {
    expect(inLocale('fa', <Money value={1250000} />).container).toHaveTextContent('۱٬۲۵۰٬۰۰۰ ریال');
    expect(inLocale('en', <Money value="۱۲۵۰۰۰۰" />).container).toHaveTextContent('1,250,000 IRR');
    expect(formatMoney(null, 'fa')).toBe('');
    expect(inLocale('en', <Money value="" />).container).toBeEmptyDOMElement();
  });
});
