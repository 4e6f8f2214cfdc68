/**
 * The app's loading status (its full-page spinner and word) rendered to HTML in a language, for the
 * templates the app-shell script shows on an address outside the public site (src/app/boot/appShell.ts).
 * It needs only the spinner and the app's words for it, not the store or the app's providers, whose
 * wrappers add no markup. The dev server renders it too, through its own module graph, for every
 * address, and links the spinner's stylesheet beside it (scripts/boot/plugin.ts devShellTemplates).
 */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { PageSpinner } from '@/components/PageSpinner';
import type { Locale } from '@/lib/locale';
import faApp from '@/i18n/messages/fa/app.json';
import enApp from '@/i18n/messages/en/app.json';
import faDeploy from '@/i18n/messages/fa/deploy.json';
import enDeploy from '@/i18n/messages/en/deploy.json';

/** The spinner's words: "loading", and the reload link's */
const WORDS = { fa: { ...faApp, ...faDeploy }, en: { ...enApp, ...enDeploy } };

export function renderLoading(language: Locale): string {
  return renderToString(
    <IntlProvider locale={language} messages={WORDS[language]} defaultLocale="fa" onError={() => undefined}>
      <PageSpinner fullScreen />
    </IntlProvider>,
  );
}
