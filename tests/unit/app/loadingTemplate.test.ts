/**
 * The loading status the build and the dev server put into index.html (src/app/server/loading.tsx) is
 * the markup the app renders first on such a page (PageSpinner, full page), in each language's words:
 * the app replaces the one with the other without a change on screen.
 */
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderLoading } from '@/app/server/loading';
import { PageSpinner } from '@/components/PageSpinner';
import faApp from '@/i18n/messages/fa/app.json';
import enApp from '@/i18n/messages/en/app.json';
import faDeploy from '@/i18n/messages/fa/deploy.json';
import enDeploy from '@/i18n/messages/en/deploy.json';

test.each([
  ['fa', { ...faApp, ...faDeploy }, 'در حال بارگذاری…', 'بارگذاری دوبارهٔ صفحه'],
  ['en', { ...enApp, ...enDeploy }, 'Loading…', 'Reload the page'],
] as const)('in %s it is the app’s own full-page spinner, with its reload link', (language, messages, word, reload) => {
  const { container } = render(createElement(IntlProvider, { locale: language, messages }, createElement(PageSpinner, { fullScreen: true })));
  expect(renderLoading(language)).toBe(container.innerHTML);
  expect(container.querySelector('.page-spinner__text')?.textContent).toBe(word);
  expect(container.querySelector('a.page-spinner__reload')?.textContent).toBe(reload);
});
