import { Badge, type BadgeProps } from 'antd';
import { useDigits } from './digits';

/**
 * antd's Badge with a count in the language's digits (antd draws a number's digits in Latin). Zero is
 * hidden unless `showZero`, and a count above `overflowCount` (99) shows as "۹۹+", as antd does.
 */
export function CountBadge({ count, overflowCount = 99, ...props }: Omit<BadgeProps, 'count'> & { count: number }) {
  const digits = useDigits();
  const shown = count > overflowCount ? `${digits(overflowCount)}+` : digits(count);
  return <Badge {...props} count={count > 0 || props.showZero ? shown : 0} />;
}
