import type { I18n } from '../types';

export const i18n = (fa: string, en: string): I18n => ({ fa, en });
/** User-entered text has one language: both sides hold it. */
export const same = (text: string): I18n => ({ fa: text, en: text });

export const FIRST_NAMES: readonly I18n[] = [
  i18n('علی', 'Ali'),
  i18n('محمد', 'Mohammad'),
  i18n('حسین', 'Hossein'),
  i18n('مهدی', 'Mahdi'),
  i18n('امیرحسین', 'Amirhossein'),
  i18n('رضا', 'Reza'),
  i18n('پویا', 'Pouya'),
  i18n('آرش', 'Arash'),
  i18n('بهرام', 'Bahram'),
  i18n('سینا', 'Sina'),
  i18n('کیان', 'Kian'),
  i18n('فرهاد', 'Farhad'),
  i18n('میلاد', 'Milad'),
  i18n('مجید', 'Majid'),
  i18n('سعید', 'Saeed'),
  i18n('فاطمه', 'Fatemeh'),
  i18n('زهرا', 'Zahra'),
  i18n('مریم', 'Maryam'),
  i18n('نرگس', 'Narges'),
  i18n('سارا', 'Sara'),
  i18n('نازنین', 'Nazanin'),
  i18n('الهام', 'Elham'),
  i18n('شیرین', 'Shirin'),
  i18n('پریسا', 'Parisa'),
  i18n('مهسا', 'Mahsa'),
  i18n('نیلوفر', 'Niloufar'),
  i18n('هانیه', 'Haniyeh'),
  i18n('یاسمن', 'Yasaman'),
  i18n('ترانه', 'Taraneh'),
  i18n('آزاده', 'Azadeh'),
  i18n('لیلا', 'Leila'),
  i18n('سمیرا', 'Samira'),
];

export const LAST_NAMES: readonly I18n[] = [
  i18n('محمدی', 'Mohammadi'),
  i18n('حسینی', 'Hosseini'),
  i18n('احمدی', 'Ahmadi'),
  i18n('رضایی', 'Rezaei'),
  i18n('کریمی', 'Karimi'),
  i18n('موسوی', 'Mousavi'),
  i18n('جعفری', 'Jafari'),
  i18n('صادقی', 'Sadeghi'),
  i18n('رحیمی', 'Rahimi'),
  i18n('کاظمی', 'Kazemi'),
  i18n('قاسمی', 'Ghasemi'),
  i18n('نوری', 'Nouri'),
  i18n('ابراهیمی', 'Ebrahimi'),
  i18n('طاهری', 'Taheri'),
  i18n('یزدانی', 'Yazdani'),
  i18n('شریفی', 'Sharifi'),
  i18n('فراهانی', 'Farahani'),
  i18n('تهرانی', 'Tehrani'),
  i18n('اصفهانی', 'Esfahani'),
  i18n('شیرازی', 'Shirazi'),
  i18n('باقری', 'Bagheri'),
  i18n('عباسی', 'Abbasi'),
  i18n('نجفی', 'Najafi'),
  i18n('سلطانی', 'Soltani'),
  i18n('میرزایی', 'Mirzaei'),
  i18n('زمانی', 'Zamani'),
  i18n('بهرامی', 'Bahrami'),
  i18n('افشار', 'Afshar'),
];

/** lowercase-dash alias from an English text */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A valid Iranian national code (10 digits, checksum) built from 9 digits. */
export function nationalCodeFrom(nineDigits: string): string {
  const digits = nineDigits.padStart(9, '0').slice(0, 9);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const rem = sum % 11;
  const check = rem < 2 ? rem : 11 - rem;
  return digits + String(check);
}
