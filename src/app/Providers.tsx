/** Redux, react-intl and antd (direction, locale, theme) around the app; `<html dir lang>` follows the language. */
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider, useIntl } from 'react-intl';
import { ConfigProvider } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { AppStore, RootState } from './store';
import { useAppSelector } from '@/state/hooks';
import { selectDirection, selectLanguage } from '@/state/selectors';
import { antdLocale, getCatalogues, subscribeCatalogues } from '@/i18n/messages';
import { NotificationBridge } from './NotificationBridge';
import { runtimeTheme } from './themeAlgorithm';
import { IconsStyledByAntd } from '@/components/IconsStyledByAntd';

/**
 * A button's spinner shown as it is, without antd's width motion: a send answered within a frame (a
 * refused check, an offline write) ended that motion before it began, and its leave never finished, so
 * the hidden spinner stayed in the button and its name read "loading Login" until the page was left.
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> };

/**
 * antd's own words are the app's where the app has them: the buttons of its confirmations (Modal.confirm,
 * Popconfirm; antd's Persian says "لغو / تایید" where every dialog of the app says "انصراف / تأیید",
 * `common.cancel`, `common.ok`), and an empty state's word (antd's "No data", also the title of its
 * empty picture, is `common.empty`): a screen never shows antd's generic text beside the app's.
 */
function AntdProvider({ base, direction, children }: { base: AntdLocale | undefined; direction: 'rtl' | 'ltr'; children: ReactNode }) {
  const intl = useIntl();
  const ok = intl.formatMessage({ id: 'common.ok' });
  const cancel = intl.formatMessage({ id: 'common.cancel' });
  const empty = intl.formatMessage({ id: 'common.empty' });
  const locale = useMemo<AntdLocale>(
    () => ({
      ...base,
      locale: base?.locale ?? 'en',
      Modal: { ...base?.Modal, okText: ok, cancelText: cancel, justOkText: ok },
      Popconfirm: { ...base?.Popconfirm, okText: ok, cancelText: cancel },
      Empty: { ...base?.Empty, description: empty },
    }),
    [base, ok, cancel, empty],
  );
  return (
    <ConfigProvider direction={direction} locale={locale} theme={runtimeTheme} button={BUTTON}>
      <IconsStyledByAntd>{children}</IconsStyledByAntd>
    </ConfigProvider>
  );
}

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
      {/* the language's pack (messages and antd's locale) is here before the language is chosen: main.tsx, LanguageSync */}
      <AntdProvider base={antdLocale(language)} direction={direction}>
        {/* antd's App (modal, message and notification hooks) wraps the dashboard layout only; the
            public pages' notices go through NotificationBridge, which loads antd's notification late. */}
        <NotificationBridge />
        {children}
      </AntdProvider>
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
