/** The language switch flips the date calendar in display and in pickers (Jalali in fa, Gregorian in en). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateText } from '@/components/JalaliDate';
import { DatePicker } from '@/components/DatePicker';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { LanguageSync } from '@/app/LanguageSync';
import { renderWithProviders } from '../../utils/renderApp';
import dayjs from 'dayjs';

function Page() {
  return (
    <>
      <LanguageSync />
      <LanguageSwitcher />
      <p data-testid="date"><DateText value="2026-03-21T08:00:00Z" /></p>
      <DatePicker defaultValue={dayjs('2026-11-21T09:00:00Z')} open getPopupContainer={(node) => node.parentElement ?? document.body} />
    </>
  );
}

it('shows Jalali dates in fa and Gregorian in en, in text and in the picker', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  expect(screen.getByTestId('date')).toHaveTextContent('۱۴۰۵/۰۱/۰۱');
  expect(document.body.textContent).toContain('آبان');

  const switcher = screen.getByLabelText('تغییر زبان');
  await user.click(within(switcher).getByText('English'));

  expect(await screen.findByText('2026-03-21')).toBeInTheDocument();
  // the picker's panel is drawn again in the new language (a render after the text's)
  await waitFor(() => expect(document.body.textContent).toContain('Nov'));
  expect(document.body.textContent).not.toContain('آبان');
});
