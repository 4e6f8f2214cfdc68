/**
 * fa/en switcher: two toggle buttons (light: no antd Segmented in the first load). It writes the
 * `language` query parameter; LanguageSync applies it, so the URL and the switcher always agree.
 * With unsaved changes in a form it asks first (src/lib/languageGate.ts): the form starts again with
 * its record in the new language, and a "stay" keeps both the language and the changes.
 */
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { passLanguageGate } from '@/lib/languageGate';
import { LOCALES, type Locale } from '@/lib/locale';

export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [params, setParams] = useSearchParams();

  const change = async (next: Locale) => {
    if (next === language || !(await passLanguageGate())) return;
    const updated = new URLSearchParams(params);
    updated.set('language', next);
    setParams(updated, { replace: true });
  };

  return (
    <div className="language-switcher" role="group" aria-label={intl.formatMessage({ id: 'app.switchLanguage' })}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={`language-switcher__option${locale === language ? ' language-switcher__option--active' : ''}`}
          aria-pressed={locale === language}
          onClick={() => void change(locale)}
        >
          {intl.formatMessage({ id: `app.language.${locale}` })}
        </button>
      ))}
    </div>
  );
}
