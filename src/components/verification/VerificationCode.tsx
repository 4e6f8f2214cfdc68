/**
 * The SMS verification-code step (spec §4): a mm:ss countdown of `minutes` and five single-digit
 * boxes. Typing a digit moves the focus to the next box, Backspace on an empty box goes back, pasting
 * (or an SMS autofill of) five digits fills every box; Persian and Arabic digits become Latin. Once a
 * second the boxes are checked: when all five hold a digit, `onComplete(code)` is called (once per
 * entered code; editing a box allows another call). When the countdown ends the boxes disappear and
 * `onExpired` fires. Remount it (a new `key`) to start a new countdown.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Flex, Input, Typography, type InputRef } from 'antd';
import { useIntl } from 'react-intl';
import { onlyDigits, toPersianDigits } from '@/lib/digits';
import { CODE_LENGTH, completeCode, emptyDigits, fillDigits, formatCountdown } from './codeDigits';

export interface VerificationCodeProps {
  /** Length of the countdown in minutes (the answer's mobileMinutesLeft). */
  minutes: number;
  /** Called with the five Latin digits once they are all present. */
  onComplete(code: string): void;
  /** Called once when the countdown reaches zero. */
  onExpired?(): void;
  /** Disables the boxes (and holds back `onComplete`) while a request is running. */
  disabled?: boolean;
}

const TICK_MS = 1000;

export function VerificationCode({ minutes, onComplete, onExpired, disabled = false }: VerificationCodeProps) {
  const intl = useIntl();
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [deadline] = useState(() => Date.now() + Math.max(0, minutes) * 60_000);
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.round(minutes * 60)));
  const inputs = useRef<(InputRef | null)[]>([]);
  // The latest values for the once-a-second check, without restarting the interval.
  const latest = useRef({ digits, disabled, onComplete, onExpired });
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    latest.current = { digits, disabled, onComplete, onExpired };
  });

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      const now = latest.current;
      if (left <= 0) {
        window.clearInterval(timer);
        now.onExpired?.();
        return;
      }
      const code = completeCode(now.digits);
      if (code && !now.disabled && submitted.current !== code) {
        submitted.current = code;
        now.onComplete(code);
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const focus = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    submitted.current = null;
    setDigits(next);
  };

  const handleChange = (index: number, value: string) => {
    const old = digits[index];
    // Typing into a full box gives two characters: keep the new one.
    const typed = old && value.length === 2 ? value.replace(old, '') : value;
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      update(next);
      return;
    }
    if (onlyDigits(typed) === '') return; // a letter or sign: the box keeps what it had
    const filled = fillDigits(digits, index, typed);
    update(filled.digits);
    const moved = filled.digits.slice(index).findIndex((d) => d === '');
    focus(moved === -1 ? filled.focus : index + moved);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const start = fillDigits(emptyDigits(), 0, text).digits.every(Boolean) ? 0 : index;
    const filled = fillDigits(digits, start, text);
    update(filled.digits);
    focus(filled.focus);
  };

  const clock = formatCountdown(secondsLeft);
  const shownClock = intl.locale === 'fa' ? toPersianDigits(clock) : clock;

  if (secondsLeft <= 0) {
    return (
      <Typography.Text type="warning" role="status" className="verification-expired">
        {intl.formatMessage({ id: 'verification.expired' })}
      </Typography.Text>
    );
  }

  return (
    <Flex vertical align="center" gap={8} className="verification-code">
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'verification.timeLeft' })}{' '}
        <span role="timer" aria-label={intl.formatMessage({ id: 'verification.timerLabel' })} dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {shownClock}
        </span>
      </Typography.Text>
      <Flex
        gap={8}
        dir="ltr"
        role="group"
        aria-label={intl.formatMessage({ id: 'verification.code' })}
        justify="center"
        style={{ direction: 'ltr' }}
      >
        {digits.map((digit, index) => (
          <Input
            // The boxes never reorder; the index is their identity.
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={intl.formatMessage({ id: 'verification.digit' }, { n: index + 1, total: CODE_LENGTH })}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            style={{ width: 44, height: 48, padding: 0, textAlign: 'center', fontSize: 20 }}
          />
        ))}
      </Flex>
    </Flex>
  );
}
