import type { Rng } from '../random';
import type { I18n } from '../types';
import type { Area } from './catalogData';

const INTRO: Record<Area, I18n> = {
  skin: {
    fa: 'با فرمولی سبک و ملایم که به‌سرعت جذب پوست می‌شود و حس چربی باقی نمی‌گذارد. این محصول بدون پارابن و سولفات تولید شده و برای استفاده روزانه در همه فصل‌ها مناسب است.',
    en: 'A light, gentle formula that absorbs quickly and leaves no greasy feel. Made without parabens or sulphates and suitable for daily use in every season.',
  },
  hair: {
    fa: 'ریشه و ساقه مو را تغذیه می‌کند، از شکنندگی جلوگیری می‌کند و درخشش طبیعی را به موهای شما بازمی‌گرداند. برای انواع مو، حتی موهای رنگ‌شده، مناسب است.',
    en: 'Nourishes roots and lengths, reduces breakage and brings back the natural shine of your hair. Suitable for all hair types, including coloured hair.',
  },
  oils: {
    fa: 'از دانه‌ها و گیاهان مرغوب و با روش‌های سنتی استخراج شده تا خواص طبیعی آن حفظ شود. بدون افزودنی، بدون رنگ و بدون عطر مصنوعی.',
    en: 'Extracted from carefully selected seeds and plants with traditional methods to keep their natural properties. No additives, no colouring, no synthetic fragrance.',
  },
  teas: {
    fa: 'ترکیبی خوش‌عطر از گیاهان خشک‌شده در سایه که با دقت گزینش و بسته‌بندی شده‌اند. یک فنجان از این دمنوش، لحظه‌ای آرام و دلپذیر برای شما می‌سازد.',
    en: 'A fragrant blend of shade-dried herbs, carefully selected and packed. A cup of this infusion makes for a calm, pleasant moment.',
  },
  body: {
    fa: 'پوست بدن را به‌آرامی پاک و نرم می‌کند و رطوبت طبیعی آن را حفظ می‌کند. رایحه ملایم آن تا ساعت‌ها باقی می‌ماند.',
    en: 'Gently cleanses and softens the skin of the body while keeping its natural moisture. Its soft scent lingers for hours.',
  },
  gifts: {
    fa: 'مجموعه‌ای منتخب از محبوب‌ترین محصولات ما در بسته‌بندی زیبا و آماده هدیه؛ انتخابی به‌یادماندنی برای مناسبت‌های خاص.',
    en: 'A curated set of our best-loved products in beautiful, ready-to-give packaging; a memorable choice for special occasions.',
  },
};

const FEATURES: Record<Area, readonly I18n[]> = {
  skin: [
    { fa: 'مناسب پوست‌های حساس و مستعد آکنه', en: 'Suitable for sensitive and acne-prone skin' },
    { fa: 'تست‌شده زیر نظر متخصص پوست', en: 'Dermatologically tested' },
    { fa: 'فاقد پارابن، سولفات و الکل', en: 'Free of parabens, sulphates and alcohol' },
    { fa: 'آب‌رسانی عمیق تا ۲۴ ساعت', en: 'Deep hydration for up to 24 hours' },
    { fa: 'بدون آزمایش روی حیوانات', en: 'Not tested on animals' },
  ],
  hair: [
    { fa: 'تقویت پیاز مو و کاهش ریزش', en: 'Strengthens follicles and reduces hair fall' },
    { fa: 'بدون سولفات و سیلیکون', en: 'Sulphate- and silicone-free' },
    { fa: 'مناسب استفاده روزانه', en: 'Gentle enough for daily use' },
    { fa: 'رایحه طبیعی گیاهی', en: 'Natural herbal scent' },
  ],
  oils: [
    { fa: 'خلوص صددرصد', en: '100% pure' },
    { fa: 'استخراج به روش پرس سرد', en: 'Cold-pressed extraction' },
    { fa: 'بسته‌بندی در شیشه تیره برای حفظ کیفیت', en: 'Packed in dark glass to preserve quality' },
    { fa: 'قابل استفاده برای پوست، مو و ماساژ', en: 'For skin, hair and massage' },
  ],
  teas: [
    { fa: 'گیاهان کاملاً طبیعی و بدون اسانس افزوده', en: 'Wholly natural herbs with no added flavourings' },
    { fa: 'خشک‌شده در سایه برای حفظ عطر و خواص', en: 'Shade-dried to keep aroma and benefits' },
    { fa: 'بدون کافئین', en: 'Caffeine-free' },
    { fa: 'بسته‌بندی زیپ‌دار', en: 'Resealable pack' },
  ],
  body: [
    { fa: 'مناسب انواع پوست', en: 'For all skin types' },
    { fa: 'تهیه‌شده با روغن‌های گیاهی', en: 'Made with plant oils' },
    { fa: 'رایحه ملایم و ماندگار', en: 'Soft, long-lasting scent' },
    { fa: 'بدون رنگ مصنوعی', en: 'No artificial colouring' },
  ],
  gifts: [
    { fa: 'بسته‌بندی نفیس همراه با کارت تبریک', en: 'Luxury packaging with a greeting card' },
    { fa: 'امکان ارسال مستقیم برای گیرنده', en: 'Can be shipped straight to the recipient' },
    { fa: 'شامل محصولات پرفروش فروشگاه', en: 'Includes our best sellers' },
  ],
};

const USAGE: Record<Area, I18n> = {
  skin: {
    fa: 'صبح و شب پس از شست‌وشوی صورت، مقدار کمی از محصول را روی پوست تمیز بزنید و با حرکات دورانی ماساژ دهید تا جذب شود.',
    en: 'Morning and evening, after cleansing, apply a small amount to clean skin and massage in circular motions until absorbed.',
  },
  hair: {
    fa: 'روی موی مرطوب بزنید، چند دقیقه ماساژ دهید و سپس با آب ولرم آبکشی کنید.',
    en: 'Apply to damp hair, massage for a few minutes, then rinse with lukewarm water.',
  },
  oils: {
    fa: 'چند قطره را روی پوست یا مو بزنید و به‌آرامی ماساژ دهید. اسانس‌ها را پیش از مصرف با روغن پایه رقیق کنید.',
    en: 'Apply a few drops to skin or hair and massage gently. Dilute essential oils in a carrier oil before use.',
  },
  teas: {
    fa: 'یک قاشق چای‌خوری دمنوش را در یک فنجان آب جوش بریزید و ۵ تا ۷ دقیقه دم کنید. در صورت تمایل با عسل میل کنید.',
    en: 'Steep one teaspoon in a cup of boiling water for 5 to 7 minutes. Sweeten with honey if you like.',
  },
  body: {
    fa: 'روی پوست مرطوب یا پس از حمام استفاده کنید و به‌آرامی ماساژ دهید.',
    en: 'Use on damp skin or after a bath and massage gently.',
  },
  gifts: {
    fa: 'راهنمای استفاده هر محصول داخل بسته قرار دارد.',
    en: 'Instructions for each product are included in the box.',
  },
};

/** A product description: intro paragraph, ingredient paragraph, features list, usage heading and text. */
export function productBody(rng: Rng, area: Area, name: I18n, ingredient: I18n): I18n {
  const features = rng.sample(FEATURES[area], 3);
  const build = (lang: keyof I18n) => {
    const heading = lang === 'fa' ? ['ویژگی‌ها', 'روش مصرف', 'نگهداری'] : ['Features', 'How to use', 'Storage'];
    const rich =
      lang === 'fa'
        ? `سرشار از عصاره ${ingredient.fa}؛ ${name.fa} انتخابی مطمئن برای مراقبت روزانه است.`
        : `Rich in ${ingredient.en} extract, ${name.en} is a reliable choice for everyday care.`;
    const storage =
      lang === 'fa'
        ? 'دور از نور مستقیم خورشید و در دمای اتاق نگهداری شود. تا ۱۲ ماه پس از باز شدن قابل استفاده است.'
        : 'Store at room temperature away from direct sunlight. Use within 12 months of opening.';
    return [
      `<p>${INTRO[area][lang]}</p>`,
      `<p><strong>${rich}</strong></p>`,
      `<h3>${heading[0]}</h3>`,
      `<ul>${features.map((f) => `<li>${f[lang]}</li>`).join('')}</ul>`,
      `<h3>${heading[1]}</h3>`,
      `<p>${USAGE[area][lang]}</p>`,
      `<h3>${heading[2]}</h3>`,
      `<p>${storage}</p>`,
    ].join('');
  };
  return { fa: build('fa'), en: build('en') };
}

/** Body of the sanitiser test product: a script tag and an onerror handler that must never run. */
export const XSS_BODY: I18n = {
  fa: '<p>این محصول برای آزمایش پاک‌سازی محتوا است.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><p>متن پس از اسکریپت.</p>',
  en: '<p>This product exists to test content sanitising.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><p>Text after the script.</p>',
};
