/**
 * Profile dropdown (spec §2): name and avatar, Edit user (warning badge while the profile is
 * incomplete), Invoices (count), Token, for ADMIN / ECOMMERCE_MANAGEMENT the Alopeyk and Alopost
 * delivery switches (saved, then the current user reloads), Change password (a lazily loaded
 * dialog), Logout.
 */
import { lazy, Suspense, useState } from 'react';
import { Avatar, Badge, Button, Dropdown, Switch, type MenuProps } from 'antd';
import { UserOutlined, WarningFilled } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { useSettingMutation } from '@/api/services/dashboard';
import { CountBadge } from '@/components/CountBadge';
import { dashboardImageUrl } from '@/api/urls';
import { useAuth } from '@/state/useAuth';
import { paths } from '@/lib/paths';

const ChangePasswordModal = lazy(() => import('@/features/profile/ChangePasswordModal'));

type Delivery = 'alopeyk' | 'alopost';

export function ProfileMenu() {
  const intl = useIntl();
  const { user, isStaff } = useAuth();
  const [open, setOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [saveSetting, setting] = useSettingMutation();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile || user.email || '';
  const imageId = typeof user.image === 'string' ? user.image : (user.image as { id?: string } | null | undefined)?.id;
  const enabled = (key: Delivery) => user.setting[key].enable;

  const toggle = (key: Delivery) => {
    if (setting.isLoading) return;
    const next = { alopeyk: enabled('alopeyk'), alopost: enabled('alopost'), [key]: !enabled(key) };
    saveSetting(next).catch(() => undefined);
  };

  const deliverySwitch = (key: Delivery) => ({
    key,
    label: (
      <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <FormattedMessage id={`profile.menu.${key}`} />
        <Switch
          size="small"
          checked={enabled(key)}
          loading={setting.isLoading && setting.originalArgs?.[key] !== enabled(key)}
          aria-label={intl.formatMessage({ id: `profile.menu.${key}` })}
        />
      </span>
    ),
  });

  const items: MenuProps['items'] = [
    { key: 'name', label: <strong>{name}</strong>, disabled: true },
    { type: 'divider' },
    {
      key: 'edit-user',
      label: (
        <Link to={paths.editUser}>
          <FormattedMessage id="nav.editUser" />{' '}
          {!user.complete && (
            <WarningFilled style={{ color: '#faad14' }} aria-label={intl.formatMessage({ id: 'profile.menu.incomplete' })} />
          )}
        </Link>
      ),
    },
    {
      key: 'invoice',
      label: (
        <Link to={paths.invoices}>
          <FormattedMessage id="nav.invoices" /> <CountBadge count={Number(user.invoices)} size="small" />
        </Link>
      ),
    },
    { key: 'token', label: <Link to={paths.token}><FormattedMessage id="nav.token" /></Link> },
    { key: 'dashboard', label: <Link to={paths.dashboard}><FormattedMessage id="nav.dashboard" /></Link> },
    ...(isStaff ? [{ type: 'divider' as const }, deliverySwitch('alopeyk'), deliverySwitch('alopost')] : []),
    { type: 'divider' },
    { key: 'change-password', label: <FormattedMessage id="nav.changePassword" /> },
    { key: 'logout', danger: true, label: <Link to={paths.logout}><FormattedMessage id="nav.logout" /></Link> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'alopeyk' || key === 'alopost') return toggle(key);
    setOpen(false);
    if (key === 'change-password') setPasswordOpen(true);
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={(next, info) => {
          if (info.source === 'trigger' || next) setOpen(next);
        }}
      >
        <Button type="text" className="profile-button" aria-label={name}>
          <Badge dot={!user.complete} offset={[-4, 4]}>
            <Avatar size="small" src={imageId ? dashboardImageUrl(imageId, 100, 100) : undefined} alt="" icon={<UserOutlined />} />
          </Badge>
          <span className="profile-button__name">{name}</span>
        </Button>
      </Dropdown>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
