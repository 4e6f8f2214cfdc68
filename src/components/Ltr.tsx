/**
 * <Ltr>: left-to-right content (mobiles, codes, paths, e-mails, IPs) as an island in either direction,
 * `<bdi dir="ltr">`, so a right-to-left page does not mirror it ("+98", "/shop"). The resource pattern's
 * `ltr` column option renders its cells with it, and so does every other such value.
 */
import type { ReactNode } from 'react';

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
