/** Profile dropdown (spec §2): name and avatar, Edit user (badge while incomplete), Invoices (count), Token, Logout. */
import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined, WarningFilled } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth } from '@/state/useAuth';
import { dashboardImageUrl } from '@/api/urls';

export function ProfileMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile || user.email || '';
  const imageId = typeof user.image === 'string' ? user.image : (user.image as { id?: string } | null | undefined)?.id;

  const items: MenuProps['items'] = [
    { key: 'name', label: <strong>{name}</strong>, disabled: true },
    { type: 'divider' },
    {
      key: 'edit-user',
      label: (
        <Link to="/edit-user">
          <FormattedMessage id="nav.editUser" />{' '}
          {!user.complete && <WarningFilled style={{ color: '#faad14' }} aria-label="incomplete" />}
        </Link>
      ),
    },
    {
      key: 'invoice',
      label: (
        <Link to="/invoice">
          <FormattedMessage id="nav.invoices" /> <Badge count={Number(user.invoices ?? 0)} size="small" showZero={false} />
        </Link>
      ),
    },
    { key: 'token', label: <Link to="/token"><FormattedMessage id="nav.token" /></Link> },
    { key: 'dashboard', label: <Link to="/dashboard"><FormattedMessage id="nav.dashboard" /></Link> },
    { type: 'divider' },
    { key: 'logout', danger: true, label: <Link to="/logout"><FormattedMessage id="nav.logout" /></Link> },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="profile-button" aria-label={name}>
        <Badge dot={!user.complete} offset={[-4, 4]}>
          <Avatar size="small" src={imageId ? dashboardImageUrl(imageId, 100, 100) : undefined} icon={<UserOutlined />} />
        </Badge>
        <span className="profile-button__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
