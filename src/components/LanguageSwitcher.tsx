/** fa/en switcher. It writes the `language` query parameter; LanguageSync applies it, so both always agree. */
import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { LOCALES, type Locale } from '@/state/session';

export function LanguageSwitcher({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [params, setParams] = useSearchParams();

  const change = (next: Locale) => {
    const updated = new URLSearchParams(params);
    updated.set('language', next);
    setParams(updated, { replace: true });
  };

  return (
    <Segmented<Locale>
      size={size}
      aria-label={intl.formatMessage({ id: 'app.switchLanguage' })}
      value={language}
      onChange={change}
      options={LOCALES.map((locale) => ({ value: locale, label: intl.formatMessage({ id: `app.language.${locale}` }) }))}
    />
  );
}
