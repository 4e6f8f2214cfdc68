/** Suspends its children until the dashboard and admin catalogues are loaded (see src/i18n/messages.ts). */
import { use, type ReactNode } from 'react';
import { catalogueLoaded, loadFullCatalogues } from '@/i18n/messages';

export function FullCatalogues({ children }: { children: ReactNode }) {
  if (!catalogueLoaded()) use(loadFullCatalogues());
  return children;
}
