/**
 * fa/en switcher: two toggle buttons (light: no antd Segmented in the first load). It writes the
 * `language` query parameter; LanguageSync applies it, so the URL and the switcher always agree.
 */
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { LOCALES, type Locale } from '@/lib/locale';

export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [params, setParams] = useSearchParams();

  const change = (next: Locale) => {
    if (next === language) return;
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
          onClick={() => change(locale)}
        >
          {intl.formatMessage({ id: `app.language.${locale}` })}
        </button>
      ))}
    </div>
  );
}
