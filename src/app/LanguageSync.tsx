/** Applies the `language` query parameter to the session (URL → state). */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { isLocale } from '@/lib/locale';
import { languageChanged } from '@/state/session';

export function LanguageSync() {
  const [params] = useSearchParams();
  const requested = params.get('language');
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (isLocale(requested) && requested !== language) dispatch(languageChanged(requested));
  }, [requested, language, dispatch]);
  return null;
}
