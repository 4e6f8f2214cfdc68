/**
 * The home banner's alternative texts: the slide's own words, else the page's language's "offers
 * banner, image n of m", never the file's name.
 */
import { createIntl } from 'react-intl';
import { BANNER_SLIDE_MESSAGE, bannerSlideAlt, slideWords } from '@/lib/bannerSlide';
import faShop from '@/i18n/messages/fa/shop.json';
import enShop from '@/i18n/messages/en/shop.json';

const CATALOGUES = { fa: faShop, en: enShop };

describe('bannerSlideAlt', () => {
  const EXPECTED = {
    fa: (n: string) => `بنر پیشنهادهای فروشگاه، تصویر ${n} از ۳`,
    en: (n: string) => `Shop offers banner, image ${n} of 3`,
  };
  for (const language of ['fa', 'en'] as const) {
    it(`${language}: the page's language's text, in the language's digits`, () => {
      const intl = createIntl({ locale: language, messages: CATALOGUES[language] });
      const files = [{ id: 'f1', name: 'banner-home-1.jpg' }, { id: 'f2', name: 'banner-home-2.png' }, { id: 'f3', name: 'banner-home-3.jpg' }];
      files.forEach((file, index) => {
        const app = bannerSlideAlt(file, index, files.length, language === 'fa', (values) => intl.formatMessage({ id: BANNER_SLIDE_MESSAGE }, { ...values }));
        expect(app).not.toContain(file.name);
        expect(app).toBe(EXPECTED[language](language === 'fa' ? '۱۲۳'[index] : String(index + 1)));
      });
    });
  }

  it('uses the words a slide carries (its text, title, caption or link text) before the fallback, never its name', () => {
    const format = () => 'fallback';
    expect(bannerSlideAlt({ id: 'f1', name: 'a.jpg', title: ' Spring sale ' }, 0, 1, false, format)).toBe('Spring sale');
    expect(bannerSlideAlt({ id: 'f1', name: 'a.jpg', caption: 'New serums' }, 0, 1, false, format)).toBe('New serums');
    expect(bannerSlideAlt({ id: 'f1', name: 'a.jpg', alt: 'Creams', title: 'Ignored' }, 0, 1, false, format)).toBe('Creams');
    expect(bannerSlideAlt({ id: 'f1', name: 'a.jpg', title: '   ' }, 0, 1, false, format)).toBe('fallback');
    expect(slideWords({ id: 'f1', name: 'a.jpg' })).toBe('');
    expect(slideWords(null)).toBe('');
  });

  it('counts at most the banner\'s three images', () => {
    expect(bannerSlideAlt({}, 1, 4, false, ({ position, count }) => `${position}/${count}`)).toBe('2/3');
  });
});
