/** DASHBOARD layout: sidebar (256 px) from the route tree filtered by role, a drawer on phones, breadcrumbs, page title. */
import { useMemo, useState } from 'react';
import { App as AntApp, Breadcrumb, Button, Drawer, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useScreens } from '@/components/useScreens';
import { MenuFoldOutlined, MenuUnfoldOutlined, HomeOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '@/components/links';
import { useRoutesQuery } from '@/api/services/site';
import { useScreen } from '@/components/screenContext';
import { usePageMeta } from '@/components/usePageMeta';
import { useAuth } from '@/state/useAuth';
import { routeTitle } from '@/lib/routeTree';
import { activeKeys, buildMenu, type MenuEntry } from '../router/menu';
import { fallbackRouteTree } from '../router/fallbackRoutes';
import { menuIcon } from './menuIcons';
import { UserActions } from './chrome/UserActions';
import SignedInActions from './chrome/SignedInActions';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { paths } from '@/lib/paths';
import { SkipLink } from '@/components/a11y/SkipLink';

const SIDER_WIDTH = 256;

function toItems(entries: MenuEntry[]): MenuProps['items'] {
  return entries.map((entry) =>
    entry.children
      ? { key: entry.key, icon: menuIcon(entry.icon), label: entry.title, children: toItems(entry.children) }
      : { key: entry.key, icon: menuIcon(entry.icon), label: <Link to={entry.path}>{entry.title}</Link> },
  );
}

export default function DashboardLayout() {
  const intl = useIntl();
  const screens = useScreens();
  const isPhone = !screens.lg;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { data: tree, isError } = useRoutesQuery();
  const { roles } = useAuth();
  const { node, parents } = useScreen();
  const title = routeTitle(node, intl.locale);
  usePageMeta({ title, noIndex: true });

  const entries = useMemo(() => buildMenu(isError ? fallbackRouteTree : tree, roles, intl.locale), [tree, isError, roles, intl.locale]);
  const selected = useMemo(() => activeKeys(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selected.slice(0, -1));
  // A new page opens its menu branch (branches the user opened stay open) and closes the phone
  // drawer: adjusted while rendering, not in an effect, so there is no extra render with stale state.
  const [shownFor, setShownFor] = useState({ selected, pathname });
  if (shownFor.selected !== selected || shownFor.pathname !== pathname) {
    setShownFor({ selected, pathname });
    if (shownFor.selected !== selected) setOpenKeys((keys) => Array.from(new Set([...keys, ...selected.slice(0, -1)])));
    if (shownFor.pathname !== pathname) setDrawerOpen(false);
  }

  const menu = (
    <Menu
      mode="inline"
      items={toItems(entries)}
      selectedKeys={selected.slice(-1)}
      openKeys={collapsed && !isPhone ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 0 }}
    />
  );

  const crumbs = [
    { title: <Link to={paths.home} aria-label={intl.formatMessage({ id: 'app.home' })}><HomeOutlined /></Link> },
    ...parents.map((p) => ({ title: routeTitle(p, intl.locale) })),
    ...(title ? [{ title }] : []),
  ];

  // antd's App (modal.confirm, message, notification hooks of the admin screens) lives here, off the public pages
  return (
    <AntApp component={false}>
    <Layout className="dashboard-layout" style={{ minHeight: '100vh' }}>
      <SkipLink />
      {isPhone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={intl.locale === 'fa' ? 'right' : 'left'}
          size={SIDER_WIDTH}
          title={<FormattedMessage id="app.name" />}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider width={SIDER_WIDTH} collapsed={collapsed} theme="light" className="dashboard-sider" aria-label={intl.formatMessage({ id: 'app.menu' })}>
          <Link to={paths.home} className="dashboard-logo" aria-label={intl.formatMessage({ id: 'app.name' })}>
            <span aria-hidden className="site-logo__mark">❀</span>
            {!collapsed && <span className="site-logo__name"><FormattedMessage id="app.name" /></span>}
          </Link>
          <nav aria-label={intl.formatMessage({ id: 'app.menu' })}>{menu}</nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="dashboard-header" data-sticky-edge="top">
          <Button
            type="text"
            aria-label={intl.formatMessage({ id: 'app.menu' })}
            icon={(isPhone ? !drawerOpen : collapsed) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (isPhone ? setDrawerOpen(true) : setCollapsed((c) => !c))}
          />
          <Typography.Title level={1} className="dashboard-header__title" ellipsis>
            {title}
          </Typography.Title>
          <PaletteLauncher compact={isPhone} />
          <UserActions signedIn={SignedInActions} />
        </Layout.Header>
        {/* antd's Content is the page's one <main> (a <main> of its own inside it made two landmarks) */}
        <Layout.Content id="main" tabIndex={-1} className="dashboard-content">
          <Breadcrumb items={crumbs} className="dashboard-breadcrumb" />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
    </AntApp>
  );
}
