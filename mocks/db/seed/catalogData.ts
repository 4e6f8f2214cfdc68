import type { I18n } from '../types';
import { i18n } from './names';

/** Active ingredients and themes products are named after. */
export const INGREDIENTS = {
  aloe: i18n('آلوئه‌ورا', 'Aloe Vera'),
  shea: i18n('شی‌باتر', 'Shea Butter'),
  hyaluronic: i18n('هیالورونیک اسید', 'Hyaluronic Acid'),
  rose: i18n('گل محمدی', 'Damask Rose'),
  greenTea: i18n('چای سبز', 'Green Tea'),
  argan: i18n('آرگان', 'Argan'),
  chamomile: i18n('بابونه', 'Chamomile'),
  cucumber: i18n('خیار', 'Cucumber'),
  vitaminC: i18n('ویتامین سی', 'Vitamin C'),
  saffron: i18n('زعفران', 'Saffron'),
  licorice: i18n('شیرین‌بیان', 'Licorice'),
  calendula: i18n('همیشه‌بهار', 'Calendula'),
  lavender: i18n('اسطوخودوس', 'Lavender'),
  rosemary: i18n('رزماری', 'Rosemary'),
  teaTree: i18n('درخت چای', 'Tea Tree'),
  coconut: i18n('نارگیل', 'Coconut'),
  almond: i18n('بادام شیرین', 'Sweet Almond'),
  sesame: i18n('کنجد', 'Sesame'),
  jojoba: i18n('جوجوبا', 'Jojoba'),
  blackSeed: i18n('سیاه‌دانه', 'Black Seed'),
  mint: i18n('نعناع فلفلی', 'Peppermint'),
  lemonBalm: i18n('بادرنجبویه', 'Lemon Balm'),
  thyme: i18n('آویشن', 'Thyme'),
  ginger: i18n('زنجبیل', 'Ginger'),
  cinnamon: i18n('دارچین', 'Cinnamon'),
  hibiscus: i18n('چای ترش', 'Hibiscus'),
  honey: i18n('عسل', 'Honey'),
  oat: i18n('جو دوسر', 'Oat'),
  olive: i18n('زیتون', 'Olive'),
  pomegranate: i18n('انار', 'Pomegranate'),
  grapeSeed: i18n('هسته انگور', 'Grape Seed'),
  stJohns: i18n('گل راعی', "St John's Wort"),
  nettle: i18n('گزنه', 'Nettle'),
  henna: i18n('حنا', 'Henna'),
  clay: i18n('خاک رس', 'Clay'),
  coffee: i18n('قهوه', 'Coffee'),
  seaSalt: i18n('نمک دریا', 'Sea Salt'),
  brownSugar: i18n('شکر قهوه‌ای', 'Brown Sugar'),
  apricot: i18n('هسته زردآلو', 'Apricot Kernel'),
  niacinamide: i18n('نیاسینامید', 'Niacinamide'),
  bakuchiol: i18n('باکوچیول', 'Bakuchiol'),
  rosehip: i18n('میوه نسترن', 'Rosehip'),
  mineral: i18n('مینرال', 'Mineral'),
  tinted: i18n('رنگی', 'Tinted'),
  castor: i18n('کرچک', 'Castor'),
  goatMilk: i18n('شیر بز', 'Goat Milk'),
  charcoal: i18n('زغال فعال', 'Activated Charcoal'),
  lemon: i18n('لیمو', 'Lemon'),
  vanilla: i18n('وانیل', 'Vanilla'),
  valerian: i18n('سنبل‌الطیب', 'Valerian'),
  linden: i18n('گل زیزفون', 'Linden Flower'),
  passionflower: i18n('گل ساعتی', 'Passionflower'),
  fennel: i18n('رازیانه', 'Fennel'),
  cumin: i18n('زیره', 'Cumin'),
  echinacea: i18n('سرخارگل', 'Echinacea'),
  turmeric: i18n('زردچوبه', 'Turmeric'),
  eucalyptus: i18n('اکالیپتوس', 'Eucalyptus'),
  orange: i18n('پرتقال شیرین', 'Sweet Orange'),
  yalda: i18n('شب یلدا', 'Yalda Night'),
  nowruz: i18n('نوروز', 'Nowruz'),
  spa: i18n('اسپا در خانه', 'Home Spa'),
} satisfies Record<string, I18n>;
export type Ingredient = keyof typeof INGREDIENTS;

/** Top-level area a leaf belongs to: picks body texts, directory, price range. */
export type Area = 'skin' | 'hair' | 'oils' | 'teas' | 'body' | 'gifts';

export interface LeafSpec {
  /** `{i}` is replaced by the ingredient */
  type: I18n;
  ingredients: readonly Ingredient[];
  price: readonly [number, number];
  weight: readonly [number, number];
}

export interface CategoryNode {
  title: I18n;
  alias: string;
  caption: I18n;
  area: Area;
  leaf?: LeafSpec;
  children?: CategoryNode[];
}

const node = (fa: string, en: string, alias: string, area: Area, caption: I18n, rest: Partial<CategoryNode> = {}): CategoryNode => ({
  title: i18n(fa, en),
  alias,
  area,
  caption,
  ...rest,
});
const leaf = (
  fa: string,
  en: string,
  alias: string,
  area: Area,
  type: [string, string],
  ingredients: Ingredient[],
  price: [number, number],
  weight: [number, number],
): CategoryNode =>
  node(fa, en, alias, area, i18n(`انواع ${fa} طبیعی و گیاهی`, `Natural and herbal ${en.toLowerCase()}`), {
    leaf: { type: i18n(type[0], type[1]), ingredients, price, weight },
  });

/** Six top-level categories, three levels deep. Ids are assigned breadth-first: pc1…pc6 are the top level. */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  node('مراقبت از پوست', 'Skin care', 'skin-care', 'skin', i18n('هر آنچه پوست شما برای شادابی نیاز دارد', 'Everything your skin needs to glow'), {
    children: [
      node('مراقبت از صورت', 'Face care', 'face-care', 'skin', i18n('مرطوب‌کننده، پاک‌کننده و سرم', 'Moisturisers, cleansers and serums'), {
        children: [
          leaf('مرطوب‌کننده‌ها', 'Moisturisers', 'moisturisers', 'skin', ['کرم مرطوب‌کننده {i}', '{i} Moisturising Cream'], ['aloe', 'shea', 'hyaluronic', 'rose', 'cucumber', 'oat', 'honey', 'pomegranate', 'argan', 'calendula'], [650_000, 2_400_000], [50, 120]),
          leaf('پاک‌کننده‌ها', 'Cleansers', 'cleansers', 'skin', ['ژل شست‌وشوی صورت {i}', '{i} Face Wash'], ['greenTea', 'teaTree', 'cucumber', 'chamomile', 'aloe', 'licorice', 'rose', 'oat', 'honey'], [480_000, 1_500_000], [150, 250]),
          leaf('سرم‌ها', 'Serums', 'serums', 'skin', ['سرم {i}', '{i} Serum'], ['vitaminC', 'hyaluronic', 'licorice', 'saffron', 'niacinamide', 'bakuchiol', 'pomegranate', 'rosehip'], [950_000, 3_800_000], [30, 60]),
        ],
      }),
      node('ضدآفتاب', 'Sun care', 'sun-care', 'skin', i18n('محافظت در برابر آفتاب', 'Protection from the sun'), {
        children: [
          leaf('کرم‌های ضدآفتاب', 'Sunscreens', 'sunscreens', 'skin', ['کرم ضدآفتاب {i} SPF50', '{i} Sunscreen SPF50'], ['aloe', 'greenTea', 'cucumber', 'vitaminC', 'mineral', 'tinted'], [720_000, 2_200_000], [50, 100]),
          leaf('پس از آفتاب', 'After-sun', 'after-sun', 'skin', ['ژل پس از آفتاب {i}', '{i} After-Sun Gel'], ['aloe', 'cucumber', 'mint', 'chamomile', 'calendula'], [520_000, 1_300_000], [150, 250]),
        ],
      }),
      leaf('ماسک‌های صورت', 'Face masks', 'face-masks', 'skin', ['ماسک صورت {i}', '{i} Face Mask'], ['clay', 'honey', 'oat', 'saffron', 'coffee', 'greenTea', 'pomegranate', 'rose', 'aloe'], [450_000, 1_600_000], [80, 200]),
    ],
  }),
  node('مراقبت از مو', 'Hair care', 'hair-care', 'hair', i18n('موهایی قوی و درخشان', 'Strong, shiny hair'), {
    children: [
      leaf('شامپوها', 'Shampoos', 'shampoos', 'hair', ['شامپو {i}', '{i} Shampoo'], ['rosemary', 'nettle', 'henna', 'argan', 'blackSeed', 'ginger', 'chamomile', 'teaTree', 'aloe'], [450_000, 1_400_000], [250, 450]),
      leaf('روغن‌های مو', 'Hair oils', 'hair-oils', 'hair', ['روغن مو {i}', '{i} Hair Oil'], ['argan', 'coconut', 'rosemary', 'blackSeed', 'jojoba', 'castor', 'sesame'], [480_000, 1_900_000], [60, 120]),
      leaf('نرم‌کننده‌ها', 'Conditioners', 'conditioners', 'hair', ['نرم‌کننده مو {i}', '{i} Conditioner'], ['argan', 'shea', 'aloe', 'coconut', 'almond', 'oat'], [520_000, 1_500_000], [250, 400]),
    ],
  }),
  node('روغن‌های طبیعی', 'Natural oils', 'natural-oils', 'oils', i18n('روغن‌های پرس سرد و اسانس‌های خالص', 'Cold-pressed oils and pure essential oils'), {
    children: [
      node('روغن‌های پایه', 'Carrier oils', 'carrier-oils', 'oils', i18n('پایه‌ای برای ماساژ و مراقبت', 'A base for massage and care'), {
        children: [
          leaf('روغن‌های پرس سرد', 'Cold-pressed oils', 'cold-pressed-oils', 'oils', ['روغن {i} پرس سرد', 'Cold-Pressed {i} Oil'], ['almond', 'sesame', 'blackSeed', 'olive', 'coconut', 'argan', 'jojoba', 'grapeSeed', 'pomegranate'], [450_000, 2_800_000], [60, 500]),
          leaf('روغن‌های خیسانده', 'Infused oils', 'infused-oils', 'oils', ['روغن {i}', '{i} Infused Oil'], ['calendula', 'stJohns', 'chamomile', 'rosemary', 'nettle', 'lavender'], [480_000, 1_600_000], [60, 120]),
        ],
      }),
      leaf('اسانس‌ها', 'Essential oils', 'essential-oils', 'oils', ['اسانس {i}', '{i} Essential Oil'], ['lavender', 'rosemary', 'teaTree', 'mint', 'rose', 'eucalyptus', 'lemon', 'orange'], [450_000, 4_900_000], [15, 40]),
      leaf('روغن‌های ماساژ', 'Massage oils', 'massage-oils', 'oils', ['روغن ماساژ {i}', '{i} Massage Oil'], ['lavender', 'almond', 'sesame', 'ginger', 'rosemary', 'chamomile'], [520_000, 1_800_000], [120, 250]),
    ],
  }),
  node('دمنوش‌های گیاهی', 'Herbal teas', 'herbal-teas', 'teas', i18n('دمنوش‌های خوش‌عطر برای هر لحظه', 'Fragrant infusions for every moment'), {
    children: [
      leaf('دمنوش‌های آرام‌بخش', 'Relaxing blends', 'relaxing-teas', 'teas', ['دمنوش {i}', '{i} Herbal Tea'], ['chamomile', 'lavender', 'lemonBalm', 'rose', 'saffron', 'valerian', 'linden', 'passionflower'], [450_000, 1_200_000], [40, 120]),
      leaf('دمنوش‌های گوارشی', 'Digestive blends', 'digestive-teas', 'teas', ['دمنوش {i}', '{i} Herbal Tea'], ['mint', 'ginger', 'cinnamon', 'fennel', 'thyme', 'cumin', 'chamomile'], [450_000, 980_000], [40, 120]),
      leaf('دمنوش‌های تقویت ایمنی', 'Immunity blends', 'immunity-teas', 'teas', ['دمنوش ایمنی {i}', '{i} Immunity Tea'], ['ginger', 'cinnamon', 'hibiscus', 'thyme', 'echinacea', 'rosehip', 'turmeric', 'lemon'], [480_000, 1_100_000], [40, 120]),
    ],
  }),
  node('مراقبت از بدن', 'Body care', 'body-care', 'body', i18n('لطافت و پاکیزگی برای تمام بدن', 'Softness and freshness for the whole body'), {
    children: [
      node('صابون‌ها', 'Soaps', 'soaps', 'body', i18n('صابون‌های گیاهی و دست‌ساز', 'Herbal and handmade soaps'), {
        children: [
          leaf('صابون‌های دست‌ساز', 'Handmade soaps', 'handmade-soaps', 'body', ['صابون دست‌ساز {i}', 'Handmade {i} Soap'], ['olive', 'goatMilk', 'lavender', 'charcoal', 'rose', 'honey', 'coffee', 'saffron'], [450_000, 950_000], [90, 130]),
          leaf('صابون‌های مایع', 'Liquid soaps', 'liquid-soaps', 'body', ['مایع دستشویی {i}', '{i} Liquid Hand Soap'], ['lavender', 'aloe', 'lemon', 'rose', 'teaTree', 'mint'], [450_000, 900_000], [300, 500]),
        ],
      }),
      leaf('لوسیون‌های بدن', 'Body lotions', 'body-lotions', 'body', ['لوسیون بدن {i}', '{i} Body Lotion'], ['shea', 'aloe', 'almond', 'coconut', 'oat', 'rose', 'pomegranate', 'vanilla', 'lavender'], [550_000, 1_700_000], [200, 400]),
      leaf('اسکراب‌های بدن', 'Body scrubs', 'body-scrubs', 'body', ['اسکراب بدن {i}', '{i} Body Scrub'], ['coffee', 'seaSalt', 'brownSugar', 'apricot', 'coconut', 'pomegranate'], [480_000, 1_500_000], [200, 350]),
    ],
  }),
  node('هدایا', 'Gifts', 'gifts', 'gifts', i18n('هدیه‌ای طبیعی برای عزیزانتان', 'A natural gift for your loved ones'), {
    children: [
      leaf('باکس‌های هدیه', 'Gift boxes', 'gift-boxes', 'gifts', ['باکس هدیه {i}', '{i} Gift Box'], ['yalda', 'nowruz', 'spa', 'saffron', 'rose', 'lavender', 'honey'], [2_400_000, 9_800_000], [600, 1_500]),
      leaf('کیت‌های سفر', 'Travel kits', 'travel-kits', 'gifts', ['کیت سفر {i}', '{i} Travel Kit'], ['aloe', 'argan', 'lavender', 'rose', 'mint'], [1_200_000, 3_500_000], [250, 500]),
    ],
  }),
];
