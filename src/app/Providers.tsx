/** Redux, react-intl and antd (direction, locale, theme) around the app; `<html dir lang>` follows the language. */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { ConfigProvider } from 'antd';
import faIR from 'antd/es/locale/fa_IR';
import enUS from 'antd/es/locale/en_US';
import type { AppStore, RootState } from './store';
import { useAppSelector } from '@/state/hooks';
import { selectDirection, selectLanguage } from '@/state/selectors';
import { getCatalogues, subscribeCatalogues } from '@/i18n/messages';
import { NotificationBridge } from './NotificationBridge';
import { runtimeTheme } from './themeAlgorithm';

/** antd's Persian pagination leaves the page-jump field unnamed (`page: ''`): the field's name (WCAG: every field has a name). */
const faLocale = { ...faIR, Pagination: { ...faIR.Pagination, page: 'صفحه' } };

function LocalisedProviders({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const direction = useAppSelector(selectDirection);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);

  const messages = useSyncExternalStore(subscribeCatalogues, getCatalogues, getCatalogues)[language];

  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="fa" onError={() => undefined}>
      <ConfigProvider direction={direction} locale={language === 'fa' ? faLocale : enUS} theme={runtimeTheme}>
        {/* antd's App (modal, message and notification hooks) wraps the dashboard layout only; the
            public pages' notices go through NotificationBridge, which loads antd's notification late. */}
        <NotificationBridge />
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}

/**
 * `serverState`: while React hydrates a pre-rendered page, the state the server rendered it with (a
 * guest on a wide screen, src/app/pageState.ts); every component reads that during hydration and the
 * store's own state right after, so a signed-in visitor's or a phone's page hydrates without a mismatch
 * and then updates.
 */
export function Providers({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <LocalisedProviders>{children}</LocalisedProviders>
    </Provider>
  );
}
