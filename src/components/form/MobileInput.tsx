/**
 * A mobile number field (spec §5): the value is the 10 digits without the leading zero (as sent and
 * stored), shown after a fixed "0" so the box reads 0912… like every list, invoice and receipt
 * (`localMobile`). Typed Persian or Arabic digits become Latin, a typed leading 0 is dropped, at most 10
 * digits; the box and its "0" stay left-to-right on right-to-left pages and show the language's digits,
 * and an empty box shows an example of the ten digits.
 */
import { DigitsInput, type DigitsInputProps } from './DigitsInput';
import { useDigits } from '../digits';

export type MobileInputProps = Omit<DigitsInputProps, 'digitsOnly' | 'stripLeadingZeros' | 'maxLength' | 'prefix'>;

export function MobileInput({ style, ...rest }: MobileInputProps) {
  const digits = useDigits();
  return (
    <DigitsInput
      inputMode="numeric"
      // an example of the digits after the "0": without it an empty box read as if it held "0"
      placeholder={digits('9123456789')}
      {...rest}
      digitsOnly
      stripLeadingZeros
      maxLength={10}
      dir="ltr"
      // on the wrapper: the "0" stays in front of the number in rtl pages too
      style={{ direction: 'ltr', ...style }}
      // and the number right after it (an rtl form would push the digits to the far side)
      styles={{ input: { textAlign: 'left' } }}
      prefix={<span className="mobile-input__zero">{digits('0')}</span>}
    />
  );
}
