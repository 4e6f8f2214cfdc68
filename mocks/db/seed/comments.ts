import { FIXED_NOW, MS } from '../clock';
import type { CommentRecord, I18n } from '../types';
import type { SeedContext } from './context';
import { i18n } from './names';
import { ROLE } from './roles';
import { USERS } from './users';

const PRODUCT_COMMENTS: readonly I18n[] = [
  i18n('خیلی سبک است و سریع جذب می‌شود. پوستم بعد از یک هفته نرم‌تر شده.', 'Very light and absorbs quickly. My skin has been softer after a week.'),
  i18n('بوی ملایمی دارد و اصلاً حساسیت ایجاد نکرد.', 'It has a mild scent and caused no irritation at all.'),
  i18n('بسته‌بندی خیلی شیک بود و سریع به دستم رسید. ممنون از فروشگاه.', 'Beautiful packaging and it arrived quickly. Thanks to the shop.'),
  i18n('برای پوست چرب من کمی سنگین بود ولی برای شب عالی است.', 'A bit heavy for my oily skin, but great for the night.'),
  i18n('دومین بار است که می‌خرم؛ کیفیتش ثابت مانده.', 'This is my second purchase; the quality has stayed the same.'),
  i18n('قیمتش نسبت به نمونه‌های خارجی خیلی مناسب‌تر است.', 'Much better value than the imported alternatives.'),
  i18n('آیا برای پوست‌های حساس هم مناسب است؟', 'Is it suitable for sensitive skin too?'),
  i18n('به مادرم هدیه دادم و خیلی راضی بود.', 'I gave it to my mother as a gift and she loved it.'),
  i18n('تاریخ انقضا طولانی بود و محصول کاملاً تازه بود.', 'Long expiry date and the product was perfectly fresh.'),
  i18n('بعد از دو هفته استفاده لک‌های پوستم کمرنگ‌تر شده.', 'After two weeks my dark spots have faded.'),
  i18n('کاش حجم بزرگ‌تری هم داشت.', 'I wish it came in a larger size.'),
  i18n('عطرش کمی تند است ولی اثرش خوب است.', 'The scent is a little strong but it works well.'),
  i18n('ارسال به شیراز فقط دو روز طول کشید.', 'Delivery to Shiraz took only two days.'),
  i18n('با روتین شبانه‌ام خیلی خوب هماهنگ شد.', 'It fits perfectly into my night routine.'),
  i18n('نسبت به قبل فرمولش بهتر شده.', 'The formula is better than before.'),
  i18n('برای آقایان هم مناسب است؟', 'Is it suitable for men as well?'),
  i18n('محصول اصل و باکیفیتی است، پیشنهاد می‌کنم.', 'Genuine, good-quality product. Recommended.'),
  i18n('رنگ و بافتش دقیقاً مثل عکس بود.', 'The colour and texture were exactly as in the photos.'),
  i18n('روی پوست خشک من معجزه کرد!', 'It worked wonders on my dry skin!'),
  i18n('موقع خرید تخفیف داشت و خیلی به‌صرفه شد.', 'It was on sale when I bought it, a great deal.'),
];

const POST_COMMENTS: readonly I18n[] = [
  i18n('مقاله خیلی مفیدی بود، ممنون از نویسنده.', 'A very useful article, thanks to the author.'),
  i18n('من این روش را امتحان کردم و نتیجه گرفتم.', 'I tried this method and it worked for me.'),
  i18n('لطفاً درباره پوست‌های مختلط هم بنویسید.', 'Please write about combination skin too.'),
  i18n('منبع علمی این مطلب چیست؟', 'What is the scientific source for this?'),
  i18n('عالی بود، منتظر قسمت بعدی هستم.', 'Excellent, looking forward to the next part.'),
  i18n('این نکته را نمی‌دانستم، خیلی کاربردی بود.', "I didn't know this tip, very practical."),
  i18n('برای دوران بارداری هم قابل استفاده است؟', 'Can it be used during pregnancy as well?'),
  i18n('کاش تصاویر بیشتری داشت.', 'I wish it had more pictures.'),
  i18n('با توضیحات شما بالاخره روتین پوستم را درست کردم.', 'Thanks to your explanation I finally fixed my skincare routine.'),
  i18n('این دمنوش را هر شب می‌نوشم و خوابم بهتر شده.', 'I drink this tea every night and I sleep better.'),
  i18n('متن روان و قابل فهمی بود.', 'Clear and easy to follow.'),
  i18n('آیا این محصولات در فروشگاه موجود است؟', 'Are these products available in the shop?'),
];

const STAFF_REPLIES: readonly I18n[] = [
  i18n('سلام، بله برای همه نوع پوست مناسب است. ابتدا روی ناحیه کوچکی تست کنید.', 'Hello, yes it suits all skin types. Patch-test on a small area first.'),
  i18n('ممنون از نظر شما؛ خوشحالیم که راضی بوده‌اید.', 'Thank you for your feedback; we are glad you are happy.'),
  i18n('حجم بزرگ‌تر به‌زودی اضافه می‌شود.', 'A larger size is coming soon.'),
  i18n('برای مشاوره رایگان با پشتیبانی تماس بگیرید.', 'Contact support for a free consultation.'),
  i18n('بله، در همه شعبه‌ها موجود است.', 'Yes, it is available in every branch.'),
];

const CUSTOMER_REPLIES: readonly I18n[] = [
  i18n('من هم همین تجربه را داشتم.', 'I had the same experience.'),
  i18n('ممنون از پاسخ شما.', 'Thanks for your answer.'),
  i18n('موافقم، واقعاً عالی است.', 'Agreed, it really is great.'),
  i18n('من نتیجه‌ای نگرفتم، شاید به پوست بستگی دارد.', "It didn't work for me, maybe it depends on the skin."),
];

interface ThreadOptions {
  topLevel: number;
  /** chance that a top-level comment gets replies */
  replyChance: number;
  /** chance that a top-level comment waits for confirmation */
  unconfirmed: number;
  staff: string;
  pool: readonly I18n[];
  /** ms: comments are dated between this and now */
  since: number;
}

type NewComment = Omit<CommentRecord, 'id'>;

/**
 * Builds a thread: top-level comments, replies (confirmed, often by staff) and replies to replies.
 * `store` saves a comment and returns its id.
 */
function thread(ctx: SeedContext, opts: ThreadOptions, store: (comment: NewComment) => string): void {
  const { db, rng } = ctx;
  const customers = db.users.filter((u) => u.enable && u.roles.includes(ROLE.CUSTOMER)).map((u) => u.id);
  const add = (comment: I18n, user: string, parent: string | null, at: number, confirm: boolean) => {
    const ms = Math.min(at, FIXED_NOW - 60_000);
    const createdAt = new Date(ms).toISOString();
    return { id: store({ comment, parent, user, confirm, createdAt, updatedAt: createdAt }), at: ms };
  };
  for (let i = 0; i < opts.topLevel; i++) {
    const at = opts.since + rng.float(0, FIXED_NOW - opts.since);
    const top = add(rng.pick(opts.pool), rng.pick(customers), null, at, !rng.chance(opts.unconfirmed));
    if (!rng.chance(opts.replyChance)) continue;
    const replyCount = rng.int(1, 3);
    for (let r = 0; r < replyCount; r++) {
      const byStaff = r === 0 && rng.chance(0.6);
      const reply = add(
        byStaff ? rng.pick(STAFF_REPLIES) : rng.pick(CUSTOMER_REPLIES),
        byStaff ? opts.staff : rng.pick(customers),
        top.id,
        top.at + rng.float(0.05, 6) * MS.day,
        true,
      );
      if (rng.chance(0.4)) {
        add(rng.pick(CUSTOMER_REPLIES), rng.pick(customers), reply.id, reply.at + rng.float(0.1, 3) * MS.day, true);
      }
    }
  }
}

/** Product comments; the first product (the sample product) has 28 top-level comments. */
export function seedProductComments(ctx: SeedContext): void {
  const { db, rng } = ctx;
  db.products.forEach((product, index) => {
    const rich = index === 0;
    if (!rich && !rng.chance(0.45)) return;
    const opts = {
      topLevel: rich ? 28 : rng.int(1, 6),
      replyChance: rich ? 0.5 : 0.3,
      unconfirmed: 0.1,
      staff: USERS.manager.id,
      pool: PRODUCT_COMMENTS,
      since: Date.parse(product.createdAt),
    };
    thread(ctx, opts, (comment) => {
      const id = `pcm${db.productComments.length + 1}`;
      db.productComments.push({ ...comment, id, product: product.id });
      return id;
    });
  });
}

/** Post comments; the first post (the sample post) has 26 top-level comments. */
export function seedPostComments(ctx: SeedContext): void {
  const { db, rng } = ctx;
  db.posts.forEach((post, index) => {
    const rich = index === 0;
    if (!rich && !rng.chance(0.6)) return;
    const opts = {
      topLevel: rich ? 26 : rng.int(1, 7),
      replyChance: rich ? 0.55 : 0.35,
      unconfirmed: 0.1,
      staff: USERS.posts.id,
      pool: POST_COMMENTS,
      since: Date.parse(post.createdAt),
    };
    thread(ctx, opts, (comment) => {
      const id = `pocm${db.postComments.length + 1}`;
      db.postComments.push({ ...comment, id, post: post.id });
      return id;
    });
  });
}
