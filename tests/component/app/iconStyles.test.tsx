/**
 * Icons take their styles from antd's registration (src/components/IconsStyledByAntd.tsx), not from a
 * style element each icon puts in the head as it mounts: on the public pages and inside the resource
 * table, whose own antd ConfigProvider gives the icons a context of its own.
 */
import { screen } from '@testing-library/react';
import { seededApiKey } from '@mocks/db';
import { antdStyleText, renderApp } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };
const ICON_PACKAGE_STYLE = 'style[rc-util-key="@ant-design-icons"]';

beforeEach(() => {
  // a component rendered without the app's providers in an earlier file may have left one
  document.head.querySelectorAll(ICON_PACKAGE_STYLE).forEach((node) => node.remove());
});

it('a public page: its icons put no style of their own in the head; antd has registered the icon rules and the spin', async () => {
  renderApp('/contact-us', EN);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 40_000 })).toBeInTheDocument();
  expect(document.querySelectorAll('.anticon').length).toBeGreaterThan(0);
  expect(document.head.querySelectorAll(ICON_PACKAGE_STYLE)).toHaveLength(0);
  const css = antdStyleText();
  expect(css).toMatch(/\.anticon\{[^}]*display:inline-flex/);
  expect(css).toMatch(/\.anticon-spin\{[^}]*animation-name:[^;}]*loadingCircle/);
  expect(css).toMatch(/@keyframes [^{]*loadingCircle/);
}, 60_000);

it('an admin list: the icons in the resource table (inside its own ConfigProvider) put no style in the head', async () => {
  renderApp('/ecommerce-management/product?language=en&limit=10', { apiKey: seededApiKey('u1'), ...EN });
  const menus = await screen.findAllByRole('button', { name: 'Operations' }, { timeout: 40_000 });
  expect(menus.length).toBeGreaterThan(0);
  expect(menus[0].querySelector('.anticon')).not.toBeNull();
  expect(document.head.querySelectorAll(ICON_PACKAGE_STYLE)).toHaveLength(0);
}, 60_000);
