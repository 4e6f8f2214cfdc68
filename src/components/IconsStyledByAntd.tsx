/**
 * Icons take their styles from antd. Its ConfigProvider registers the icon rules once (`.anticon`, the
 * spin and its keyframes), through cssinjs and the stylesheets written ahead (src/app/antd-public.css,
 * the pre-render's). Left to itself, every icon of @ant-design/icons also puts the package's own copy
 * of those rules in the head as it mounts, and to learn whether it is there already it first lists every
 * style element of the head: a list page's hundreds of icons did that hundreds of times, about 30 ms of
 * the 100-row product list's first render on a desktop (CPU profile of the production build).
 * `zeroRuntime` is the icon package's own switch for "the styles are provided".
 *
 * Every antd ConfigProvider gives the icons its own context (antd 6 turns `zeroRuntime` off unless its
 * theme is zero-runtime), so each one the app renders has this inside it.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import IconContext from '@ant-design/icons/es/components/Context';

export function IconsStyledByAntd({ children }: { children: ReactNode }) {
  const parent = useContext(IconContext);
  const value = useMemo(() => ({ ...parent, zeroRuntime: true }), [parent]);
  return <IconProvider value={value}>{children}</IconProvider>;
}
