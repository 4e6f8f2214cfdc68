import type { I18n, PostCategoryRecord } from '../types';
import { INGREDIENTS, type Ingredient } from './catalogData';
import { stamps, type SeedContext } from './context';
import { DIR } from './files';
import { i18n, slugify } from './names';
import { USERS } from './users';

export const SAMPLE_POST_ALIAS = 'how-to-build-a-simple-skincare-routine';

/** [id, fa, en, alias, parent] — ids breadth-first. */
const POST_CATEGORIES: readonly [string, string, string, string, string | null][] = [
  ['poc1', 'سلامت پوست', 'Skin health', 'skin-health', null],
  ['poc2', 'طب گیاهی', 'Herbal medicine', 'herbal-medicine', null],
  ['poc3', 'سبک زندگی', 'Lifestyle', 'lifestyle', null],
  ['poc4', 'آموزش', 'Tutorials', 'tutorials', null],
  ['poc5', 'اخبار فروشگاه', 'Shop news', 'news', null],
  ['poc6', 'انواع پوست', 'Skin types', 'skin-types', 'poc1'],
  ['poc7', 'روتین‌های روزانه', 'Daily routines', 'routines', 'poc1'],
  ['poc8', 'دمنوش‌ها', 'Herbal teas', 'herbal-teas', 'poc2'],
  ['poc9', 'اسانس‌ها و روغن‌ها', 'Essential and carrier oils', 'oils', 'poc2'],
  ['poc10', 'تغذیه', 'Nutrition', 'nutrition', 'poc3'],
  ['poc11', 'خواب و استرس', 'Sleep and stress', 'sleep-and-stress', 'poc3'],
];

const TEA_SUBJECTS: Ingredient[] = ['chamomile', 'lemonBalm', 'thyme', 'ginger', 'hibiscus', 'mint', 'echinacea', 'valerian', 'turmeric'];
const OIL_SUBJECTS: Ingredient[] = ['argan', 'rose', 'lavender', 'rosemary', 'teaTree', 'jojoba', 'blackSeed', 'calendula'];
const SKIN_SUBJECTS: Ingredient[] = ['aloe', 'greenTea', 'saffron', 'licorice', 'honey', 'oat', 'pomegranate'];

const TEMPLATES: readonly { title: I18n; category: (subject: Ingredient) => string[] }[] = [
  {
    title: i18n('فواید {i} برای پوست و مو', 'The benefits of {i} for skin and hair'),
    category: (s) => (SKIN_SUBJECTS.includes(s) ? ['poc6'] : ['poc1']),
  },
  {
    title: i18n('راهنمای کامل استفاده از {i} در خانه', 'A complete guide to using {i} at home'),
    category: () => ['poc4', 'poc7'],
  },
  {
    title: i18n('{i}: باورهای نادرست و واقعیت‌ها', '{i}: myths and facts'),
    category: (s) => (TEA_SUBJECTS.includes(s) ? ['poc8'] : OIL_SUBJECTS.includes(s) ? ['poc9'] : ['poc2', 'poc10']),
  },
];

const FIXED_POSTS: readonly { title: I18n; categories: string[]; images: number }[] = [
  { title: i18n('چگونه یک روتین ساده مراقبت از پوست بسازیم', 'How to build a simple skincare routine'), categories: ['poc7', 'poc4'], images: 3 },
  { title: i18n('شعبه جدید ما در شیراز افتتاح شد', 'Our new Shiraz branch is open'), categories: ['poc5'], images: 3 },
  { title: i18n('باکس‌های هدیه شب یلدا رسید', 'Yalda night gift boxes have arrived'), categories: ['poc5'], images: 2 },
  { title: i18n('پنج عادت شبانه برای خوابی آرام', 'Five evening habits for a restful sleep'), categories: ['poc11'], images: 1 },
  { title: i18n('تغذیه و پوست: چه بخوریم تا پوستی شاداب داشته باشیم', 'Food and skin: what to eat for a radiant complexion'), categories: ['poc10', 'poc1'], images: 2 },
  { title: i18n('تشخیص نوع پوست در پنج دقیقه', 'Find your skin type in five minutes'), categories: ['poc6'], images: 1 },
];

const TIPS: readonly I18n[] = [
  i18n('همیشه محصول جدید را ابتدا روی ناحیه کوچکی از پوست آزمایش کنید.', 'Always patch-test a new product on a small area of skin first.'),
  i18n('نوشیدن آب کافی در طول روز اثر محصولات مرطوب‌کننده را بیشتر می‌کند.', 'Drinking enough water during the day boosts the effect of moisturisers.'),
  i18n('استفاده از ضدآفتاب حتی در روزهای ابری فراموش نشود.', "Don't skip sunscreen, even on cloudy days."),
  i18n('محصولات گیاهی را دور از نور و گرما نگهداری کنید.', 'Keep herbal products away from light and heat.'),
  i18n('ثبات در استفاده مهم‌تر از مقدار مصرف است.', 'Consistency matters more than quantity.'),
  i18n('خواب کافی نقش مهمی در ترمیم پوست دارد.', 'Enough sleep plays a big part in skin repair.'),
  i18n('در صورت بارداری یا مصرف دارو پیش از استفاده با پزشک مشورت کنید.', 'If pregnant or taking medication, ask your doctor before use.'),
  i18n('دمنوش‌ها را با آب جوش اما نه در حال جوشیدن دم کنید.', 'Brew herbal teas with freshly boiled, not boiling, water.'),
];

function postBody(ctx: SeedContext, title: I18n, subject: I18n): I18n {
  const tips = ctx.rng.sample(TIPS, 4);
  const build = (lang: keyof I18n) => {
    const fa = lang === 'fa';
    return [
      `<p>${
        fa
          ? `${subject.fa} قرن‌هاست که در طب سنتی ایران جایگاه ویژه‌ای دارد. در این مطلب با نگاهی ساده و علمی به «${title.fa}» می‌پردازیم.`
          : `${subject.en} has held a special place in traditional Persian medicine for centuries. In this article we take a simple, evidence-based look at "${title.en}".`
      }</p>`,
      `<h2>${fa ? 'چرا اهمیت دارد؟' : 'Why does it matter?'}</h2>`,
      `<p>${
        fa
          ? `پژوهش‌های تازه نشان می‌دهد ترکیبات طبیعی موجود در ${subject.fa} می‌توانند به حفظ رطوبت، کاهش التهاب و آرامش ذهن کمک کنند. البته نتیجه برای هر فرد متفاوت است و صبر، کلید موفقیت است.`
          : `Recent studies suggest that the natural compounds in ${subject.en.toLowerCase()} can help keep moisture in, calm inflammation and relax the mind. Results vary from person to person, and patience is key.`
      }</p>`,
      `<h3>${fa ? 'چند نکته کاربردی' : 'A few practical tips'}</h3>`,
      `<ul>${tips.map((tip) => `<li>${tip[lang]}</li>`).join('')}</ul>`,
      `<p>${
        fa
          ? 'اگر سؤالی دارید، در بخش نظرات بپرسید؛ کارشناسان ما پاسخ می‌دهند.'
          : 'If you have any questions, ask in the comments; our specialists will answer.'
      }</p>`,
    ].join('');
  };
  return { fa: build('fa'), en: build('en') };
}

export function seedPostCategories(ctx: SeedContext): void {
  ctx.db.postCategories = POST_CATEGORIES.map(([id, fa, en, alias, parent], i): PostCategoryRecord => ({
    id,
    title: i18n(fa, en),
    alias,
    parent,
    position: parent ? POST_CATEGORIES.filter((c) => c[4] === parent).findIndex((c) => c[0] === id) + 1 : i + 1,
    ...stamps(ctx, 730 - i),
  }));
}

/** Six hand-written posts (the first is the sample post) and 72 from templates: 78 posts. */
export function seedPosts(ctx: SeedContext): void {
  const { db, rng } = ctx;
  const drafts: { title: I18n; categories: string[]; images: number; subject: I18n }[] = FIXED_POSTS.map((p) => ({
    ...p,
    subject: INGREDIENTS.rose,
  }));
  for (const subject of [...SKIN_SUBJECTS, ...OIL_SUBJECTS, ...TEA_SUBJECTS]) {
    for (const template of TEMPLATES) {
      const ing = INGREDIENTS[subject];
      drafts.push({
        title: { fa: template.title.fa.replace('{i}', ing.fa), en: template.title.en.replace('{i}', ing.en) },
        categories: template.category(subject),
        images: rng.chance(0.25) ? 3 : rng.int(1, 2),
        subject: ing,
      });
    }
  }
  const aliases = new Set<string>();
  drafts.forEach((draft, index) => {
    let alias = slugify(draft.title.en);
    while (aliases.has(alias)) alias = `${alias}-2`;
    aliases.add(alias);
    const ageDays = index === 0 ? 400 : rng.int(1, 729);
    db.posts.push({
      id: `po${index + 1}`,
      title: draft.title,
      alias,
      body: postBody(ctx, draft.title, draft.subject),
      files: ctx.files.images(draft.images, {
        directory: DIR.postImages,
        baseName: `post-${alias}`,
        alias: draft.title.en,
        ageDays,
      }),
      categories: draft.categories,
      user: index % 5 === 3 ? USERS.admin.id : USERS.posts.id,
      hits: index === 0 ? 9120 : rng.int(0, 9000),
      publish: index === 0 || index % 23 !== 9,
      ...stamps(ctx, ageDays),
    });
  });
}
