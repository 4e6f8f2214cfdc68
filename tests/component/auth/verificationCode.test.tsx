/** The shared SMS-code step: countdown, boxes, paste, auto-complete each second, expiry (fake timers). */
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { VerificationCode, VerificationCodeModal } from '@/components/verification';
import { renderWithProviders } from '../../utils/renderApp';

function boxes() {
  return screen.getAllByRole('textbox', { name: /Digit \d of 5/ });
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('VerificationCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.setItem('language', 'en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down mm:ss from the given minutes', () => {
    renderWithProviders(<VerificationCode minutes={3} onComplete={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('02:59');
    tick(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('01:59');
  });

  it('shows Persian digits in the countdown in fa', () => {
    window.localStorage.setItem('language', 'fa');
    renderWithProviders(<VerificationCode minutes={2} onComplete={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۲:۰۰');
  });

  it('moves the focus on each digit, converts Persian digits and completes on the next check', () => {
    const onComplete = vi.fn();
    renderWithProviders(<VerificationCode minutes={3} onComplete={onComplete} />);
    const inputs = boxes();
    expect(inputs).toHaveLength(5);
    expect(inputs[0]).toHaveFocus();
    fireEvent.change(inputs[0], { target: { value: '۱' } });
    expect(inputs[0]).toHaveValue('1');
    expect(inputs[1]).toHaveFocus();
    fireEvent.change(inputs[1], { target: { value: 'x' } });
    expect(inputs[1]).toHaveValue('');
    expect(inputs[1]).toHaveFocus();
    ['2', '3', '4'].forEach((digit, i) => fireEvent.change(inputs[i + 1], { target: { value: digit } }));
    expect(inputs[4]).toHaveFocus();
    tick(1000);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(inputs[4], { target: { value: '5' } });
    expect(onComplete).not.toHaveBeenCalled(); // checked once a second
    tick(1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('12345');
    tick(3000);
    expect(onComplete).toHaveBeenCalledTimes(1); // the same code is not sent again
    fireEvent.change(inputs[4], { target: { value: '56' } }); // typing over a full box keeps the new digit
    expect(inputs[4]).toHaveValue('6');
    tick(1000);
    expect(onComplete).toHaveBeenLastCalledWith('12346');
  });

  it('goes back with Backspace on an empty box', () => {
    renderWithProviders(<VerificationCode minutes={3} onComplete={() => {}} />);
    const inputs = boxes();
    fireEvent.change(inputs[0], { target: { value: '7' } });
    expect(inputs[1]).toHaveFocus();
    fireEvent.keyDown(inputs[1], { key: 'Backspace' });
    expect(inputs[0]).toHaveFocus();
    expect(inputs[0]).toHaveValue('');
  });

  it('fills every box from a pasted five-digit code', () => {
    const onComplete = vi.fn();
    renderWithProviders(<VerificationCode minutes={3} onComplete={onComplete} />);
    const inputs = boxes();
    fireEvent.paste(inputs[2], { clipboardData: { getData: () => ' ۱۲۳-۴۵ ' } });
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    tick(1000);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('holds the code back while disabled', () => {
    const onComplete = vi.fn();
    function Harness() {
      const [disabled, setDisabled] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setDisabled((d) => !d)}>
            toggle
          </button>
          <VerificationCode minutes={3} onComplete={onComplete} disabled={disabled} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    tick(2000);
    expect(onComplete).not.toHaveBeenCalled();
    boxes().forEach((box) => expect(box).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    tick(1000);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('hides the boxes and calls onExpired when the countdown ends', () => {
    const onExpired = vi.fn();
    renderWithProviders(<VerificationCode minutes={1} onComplete={() => {}} onExpired={onExpired} />);
    tick(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(onExpired).not.toHaveBeenCalled();
    tick(1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('The code has expired');
    tick(5000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('VerificationCodeModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.setItem('language', 'en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // first in the file to render the modal: antd says a deprecation once per run
  it('stays open on a click outside it, without antd deprecation warnings', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onCancel = vi.fn();
    renderWithProviders(<VerificationCodeModal open minutes={3} onComplete={() => {}} onCancel={onCancel} />);
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const said = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' '));
    expect(said.filter((text) => /deprecated/i.test(text))).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('shows the boxes in a dialog, completes and cancels', () => {
    const onComplete = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<VerificationCodeModal open minutes={3} onComplete={onComplete} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Verification code');
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '54321' } });
    tick(1000);
    expect(onComplete).toHaveBeenCalledWith('54321');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('disables the boxes while loading', () => {
    renderWithProviders(<VerificationCodeModal open loading minutes={3} onComplete={() => {}} onCancel={() => {}} />);
    boxes().forEach((box) => expect(box).toBeDisabled());
  });
});
