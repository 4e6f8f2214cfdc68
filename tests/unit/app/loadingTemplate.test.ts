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
import fa from '@/i18n/messages/fa/app.json';
import en from '@/i18n/messages/en/app.json';

test.each([
  ['fa', fa, 'در حال بارگذاری…'],
  ['en', en, 'Loading…'],
] as const)('in %s it is the app’s own full-page spinner', (language, messages, word) => {
  const { container } = render(createElement(IntlProvider, { locale: language, messages }, createElement(PageSpinner, { fullScreen: true })));
  expect(renderLoading(language)).toBe(container.innerHTML);
  expect(container.querySelector('[role="status"]')?.textContent).toBe(word);
});
