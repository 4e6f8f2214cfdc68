import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../utils/renderApp';
import { DigitsInput, NumericInput, type DigitsInputProps } from '@/components/form/DigitsInput';
import { MobileInput } from '@/components/form';

function Controlled(props: Omit<DigitsInputProps, 'value' | 'onChange'> & { onValue?(value: string): void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <DigitsInput
      aria-label="field"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function ControlledNumeric({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumericInput aria-label="amount" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// fa (the default here): the field shows the language's digits, the form gets Latin ones
describe('DigitsInput', () => {
  it('converts Persian and Arabic digits to Latin as typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    await user.type(screen.getByLabelText('field'), '۰۹۱۲');
    expect(screen.getByLabelText('field')).toHaveValue('۰۹۱۲');
    expect(onValue).toHaveBeenLastCalledWith('0912');
    await user.type(screen.getByLabelText('field'), '٣٤');
    expect(screen.getByLabelText('field')).toHaveValue('۰۹۱۲۳۴');
    expect(onValue).toHaveBeenLastCalledWith('091234');
  });

  it('strips leading zeros, keeps digits only and cuts at maxLength (mobile)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled digitsOnly stripLeadingZeros maxLength={10} />);
    const input = screen.getByLabelText('field');
    await user.type(input, '۰۹۱۲');
    expect(input).toHaveValue('۹۱۲');
    await user.type(input, '-12a3456789');
    expect(input).toHaveValue('۹۱۲۱۲۳۴۵۶۷');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps other characters when digitsOnly is off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    await user.type(screen.getByLabelText('field'), 'پلاک ۱۲');
    expect(screen.getByLabelText('field')).toHaveValue('پلاک ۱۲');
  });
});

describe('NumericInput (spec §5)', () => {
  it('accepts a number being typed and rejects other keystrokes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledNumeric />);
    const input = screen.getByLabelText('amount');
    await user.type(input, '-۱۲a.5.');
    expect(screen.getByTestId('value')).toHaveTextContent('-12.5');
  });

  it('trims a trailing dot, a lone minus and leading zeros on blur', () => {
    renderWithProviders(<ControlledNumeric initial="007." />);
    const input = screen.getByLabelText('amount');
    fireEvent.blur(input);
    expect(input).toHaveValue('۷');
    expect(screen.getByTestId('value')).toHaveTextContent('7');
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('');
  });
});

// The user edit form showed 912… where every list shows 0912…
describe('MobileInput', () => {
  function ControlledMobile({ initial }: { initial: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <MobileInput aria-label="mobile" value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('reads 0912… left to right in fa while the value stays the 10 digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledMobile initial="9121234567" />);
    const input = screen.getByLabelText('mobile');
    const box = input.closest('.ant-input-affix-wrapper') as HTMLElement;
    expect(box.textContent).toBe('۰');
    expect(input).toHaveValue('۹۱۲۱۲۳۴۵۶۷');
    expect(box.style.direction).toBe('ltr');
    expect(input.style.textAlign).toBe('left');
    expect(input).toHaveAttribute('dir', 'ltr');
    // what is typed with its 0 (in either digits) is kept without it, 10 digits at most
    await user.clear(input);
    await user.type(input, '۰۹۳۵۱۱۱۲۲۳۳۴۴');
    expect(screen.getByTestId('value')).toHaveTextContent(/^9351112233$/);
  });

  it('shows an example of the ten digits after its "0" while empty, in the page\'s digits', () => {
    renderWithProviders(<ControlledMobile initial="" />);
    const input = screen.getByLabelText('mobile');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '۹۱۲۳۴۵۶۷۸۹');
  });
});
