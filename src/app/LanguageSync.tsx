/**
 * Applies the `language` query parameter to the session (URL → state), once that language's pack is
 * here (src/i18n/messages.ts): the page changes language in one step, never showing message ids or
 * the other language's antd words in between. A pack that cannot load (offline before the service
 * worker kept it) leaves the page in its language; the next change of the address asks again.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { isLocale } from '@/lib/locale';
import { languageChanged } from '@/state/session';
import { languageLoaded, loadLanguage } from '@/i18n/messages';

export function LanguageSync() {
  const [params] = useSearchParams();
  const requested = params.get('language');
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isLocale(requested) || requested === language) return;
    if (languageLoaded(requested)) {
      dispatch(languageChanged(requested));
      return;
    }
    let wanted = true;
    loadLanguage(requested).then(
      () => {
        if (wanted) dispatch(languageChanged(requested));
      },
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [requested, language, dispatch]);
  return null;
}
