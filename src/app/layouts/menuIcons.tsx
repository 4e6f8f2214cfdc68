/** Icons the route tree may name (kept to a fixed set so the icon package is not bundled whole). */
import type { ReactNode } from 'react';
import {
  AppstoreOutlined, DashboardOutlined, DatabaseOutlined, FileTextOutlined, FolderOutlined, HomeOutlined,
  ReadOutlined, SafetyOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FolderOutlined: <FolderOutlined />,
  HomeOutlined: <HomeOutlined />,
  ReadOutlined: <ReadOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export const MENU_ICON_NAMES = Object.keys(ICONS);
export function menuIcon(name: string | undefined | null): ReactNode {
  return name ? (ICONS[name] ?? null) : null;
}
