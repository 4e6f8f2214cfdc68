/**
 * <Ltr>: left-to-right content (mobiles, codes, paths, e-mails, IPs) as an island in either direction,
 * `<bdi dir="ltr">`, so a right-to-left page does not mirror it ("+98", "/shop"). The resource pattern's
 * `ltr` column option renders its cells with it, and so does every other such value.
 *
 * A value made of digits alone (a mobile, a numeric coupon code) is read like any number, in the
 * language's digits; an address, a path, an e-mail, an IP or a code of letters and digits keeps its
 * Latin digits (`formatDigitValue`, src/lib/digits.ts).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDigitValue } from '@/lib/digits';

export function Ltr({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return <bdi dir="ltr">{typeof children === 'string' || typeof children === 'number' ? formatDigitValue(children, locale) : children}</bdi>;
}
