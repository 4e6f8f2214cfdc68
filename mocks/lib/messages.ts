/**
 * The mock's server messages in both languages, as the real server answers them: in the request's
 * `language` (fa by default). Handlers write the English text; the envelope helpers (`ok`, `fail`,
 * mocks/lib/http.ts) remember what they answered and `localizeResponse` (applied to every handler in
 * mocks/handlers/index.ts) writes the messages again in the request's language.
 *
 * In a Persian message, left-to-right parts (a field name such as `alias`, a product name, a list of
 * mobiles) are wrapped in Unicode isolates (FSI … PDI), so an RTL notice neither mirrors their
 * punctuation nor takes its direction from them.
 */
import { toPersianDigits } from '@/lib/digits';
import type { Lang } from './i18n';

export interface CatalogueEntry {
  en: string;
  fa: string;
}

/** Every message the mock answers; `{name}` marks a part filled in per answer. */
export const MESSAGE_CATALOGUE: readonly CatalogueEntry[] = [
  // envelope, access
  { en: 'There is no access to the page.', fa: 'دسترسی به این صفحه وجود ندارد.' },
  { en: 'The requested page was not found.', fa: 'صفحه درخواستی پیدا نشد.' },
  { en: 'Please log in again.', fa: 'لطفاً دوباره وارد شوید.' },
  { en: 'Captcha is not valid.', fa: 'کپچا معتبر نیست.' },
  { en: 'Internal server error.', fa: 'خطای داخلی سرور.' },
  { en: 'The request body is not valid JSON.', fa: 'بدنه درخواست JSON معتبر نیست.' },
  { en: 'The request is not multipart form data.', fa: 'درخواست از نوع multipart نیست.' },
  { en: 'The part is not valid JSON.', fa: 'این بخش JSON معتبر نیست.' },
  // generic
  { en: 'Saved successfully.', fa: 'با موفقیت ذخیره شد.' },
  { en: 'Deleted successfully.', fa: 'با موفقیت حذف شد.' },
  { en: 'Uploaded successfully.', fa: 'با موفقیت بارگذاری شد.' },
  { en: 'Can not be empty!', fa: 'نمی‌تواند خالی باشد!' },
  { en: 'Does not match pattern.', fa: 'با الگو سازگار نیست.' },
  { en: 'Email is not valid.', fa: 'ایمیل معتبر نیست.' },
  { en: 'Must be at most {n} characters.', fa: 'باید حداکثر {n} نویسه باشد.' },
  { en: 'Must be at least {n}.', fa: 'باید دست‌کم {n} باشد.' },
  { en: 'The discount cannot be more than the price.', fa: 'تخفیف نمی‌تواند بیش از قیمت باشد.' },
  { en: 'Invalid date', fa: 'تاریخ نامعتبر' },
  { en: 'Must be between 1 and 100.', fa: 'باید بین ۱ و ۱۰۰ باشد.' },
  { en: 'The item does not exist.', fa: 'این مورد وجود ندارد.' },
  { en: 'The item does not exist; it may have been deleted already.', fa: 'این مورد وجود ندارد؛ شاید پیش‌تر حذف شده باشد.' },
  { en: 'The selected item does not exist.', fa: 'مورد انتخاب‌شده وجود ندارد.' },
  { en: 'The requested content is not available.', fa: 'محتوای درخواستی در دسترس نیست.' },
  // files
  { en: 'The file does not exist.', fa: 'این فایل وجود ندارد.' },
  { en: 'The file was not found.', fa: 'فایل پیدا نشد.' },
  { en: 'The file format is not acceptable.', fa: 'قالب فایل پذیرفتنی نیست.' },
  { en: 'The file must be smaller than 2 MB.', fa: 'حجم فایل باید کمتر از ۲ مگابایت باشد.' },
  { en: 'The maximum file size is 2 MB.', fa: 'بیشترین حجم فایل ۲ مگابایت است.' },
  { en: 'This directory has subdirectories and cannot be deleted.', fa: 'این پوشه زیرپوشه دارد و حذف نمی‌شود.' },
  { en: 'This directory still has files and cannot be deleted.', fa: 'این پوشه هنوز فایل دارد و حذف نمی‌شود.' },
  { en: 'The selected directory does not exist.', fa: 'پوشه انتخاب‌شده وجود ندارد.' },
  { en: 'A directory cannot be moved under itself.', fa: 'پوشه را نمی‌توان زیر خودش برد.' },
  // auth and profile
  { en: 'User not found.', fa: 'کاربر پیدا نشد.' },
  { en: 'Your account is disabled.', fa: 'حساب شما غیرفعال است.' },
  { en: 'The verification code was sent.', fa: 'کد تأیید فرستاده شد.' },
  { en: 'The verification code is not valid.', fa: 'کد تأیید معتبر نیست.' },
  { en: 'The mobile or password is incorrect.', fa: 'موبایل یا رمز عبور نادرست است.' },
  { en: 'The email or password is incorrect.', fa: 'ایمیل یا رمز عبور نادرست است.' },
  { en: 'This user already exists.', fa: 'این کاربر از پیش وجود دارد.' },
  { en: 'Your password was sent to your email.', fa: 'رمز عبور شما به ایمیلتان فرستاده شد.' },
  { en: 'A reset link was sent to your email.', fa: 'پیوند بازنشانی به ایمیل شما فرستاده شد.' },
  { en: 'The reset link is not valid or has expired.', fa: 'پیوند بازنشانی معتبر نیست یا منقضی شده است.' },
  { en: 'Your password was changed.', fa: 'رمز عبور شما تغییر کرد.' },
  { en: 'Your profile was saved.', fa: 'نمایه شما ذخیره شد.' },
  { en: 'The profile of {name} was saved.', fa: 'نمایه {name} ذخیره شد.' },
  { en: 'This mobile belongs to another user.', fa: 'این موبایل متعلق به کاربر دیگری است.' },
  { en: 'This email belongs to another user.', fa: 'این ایمیل متعلق به کاربر دیگری است.' },
  { en: 'The current password is not correct.', fa: 'رمز عبور فعلی درست نیست.' },
  { en: 'The delivery settings were saved.', fa: 'تنظیمات ارسال ذخیره شد.' },
  { en: 'The session was deleted.', fa: 'نشست حذف شد.' },
  // site
  { en: 'Your comment was saved.', fa: 'دیدگاه شما ثبت شد.' },
  { en: 'Your message was sent. Thank you!', fa: 'پیام شما فرستاده شد. سپاسگزاریم!' },
  { en: 'The comment you replied to was not found.', fa: 'دیدگاهی که به آن پاسخ دادید پیدا نشد.' },
  { en: 'The post does not exist.', fa: 'این نوشته وجود ندارد.' },
  { en: 'The product does not exist.', fa: 'این محصول وجود ندارد.' },
  // cart
  { en: 'Product successfully added to cart.', fa: 'محصول با موفقیت به سبد خرید اضافه شد.' },
  { en: 'This product is not available.', fa: 'این محصول در دسترس نیست.' },
  { en: 'The store was not found.', fa: 'فروشگاه پیدا نشد.' },
  { en: 'This product is out of stock in the selected store.', fa: 'موجودی این محصول در فروشگاه انتخاب‌شده تمام شده است.' },
  { en: 'Only {n} items are available in this store.', fa: 'تنها {n} عدد در این فروشگاه موجود است.' },
  { en: 'This product is not in your cart.', fa: 'این محصول در سبد خرید شما نیست.' },
  { en: 'The product was removed from your cart.', fa: 'محصول از سبد خرید شما حذف شد.' },
  // invoices, coupons, payment
  { en: 'Your invoice was created.', fa: 'فاکتور شما ساخته شد.' },
  { en: 'Your shopping cart is empty.', fa: 'سبد خرید شما خالی است.' },
  { en: 'Your profile is incomplete. Please complete it.', fa: 'نمایه شما کامل نیست. لطفاً آن را کامل کنید.' },
  { en: '{name}: only {n} items are available.', fa: '{name}: تنها {n} عدد موجود است.' },
  { en: 'The discount code is not valid.', fa: 'کد تخفیف معتبر نیست.' },
  { en: 'The discount code has expired.', fa: 'کد تخفیف منقضی شده است.' },
  { en: 'The discount code has already been used.', fa: 'کد تخفیف پیش‌تر به کار رفته است.' },
  { en: 'The discount code was applied.', fa: 'کد تخفیف اعمال شد.' },
  { en: 'This invoice can no longer be paid.', fa: 'این فاکتور دیگر پرداخت‌شدنی نیست.' },
  { en: 'Your payment was successful.', fa: 'پرداخت شما موفق بود.' },
  { en: 'This invoice has already been paid.', fa: 'این فاکتور پیش‌تر پرداخت شده است.' },
  { en: 'The payment was not successful.', fa: 'پرداخت موفق نبود.' },
  { en: 'The invoice was saved.', fa: 'فاکتور ذخیره شد.' },
  { en: 'The invoice was deleted.', fa: 'فاکتور حذف شد.' },
  { en: 'The step can only change for a published, paid invoice.', fa: 'مرحله تنها برای فاکتور منتشرشده و پرداخت‌شده تغییر می‌کند.' },
  { en: 'The order has already been delivered.', fa: 'سفارش پیش‌تر تحویل شده است.' },
  { en: 'The order moved to the next step.', fa: 'سفارش به مرحله بعد رفت.' },
  { en: 'A reminder can only be sent for a published invoice waiting for payment.', fa: 'یادآوری تنها برای فاکتور منتشرشده در انتظار پرداخت فرستاده می‌شود.' },
  { en: 'The reminder was sent.', fa: 'یادآوری فرستاده شد.' },
  { en: 'This invoice has no courier-service order to cancel.', fa: 'این فاکتور سفارش پیک برای لغو ندارد.' },
  { en: 'The courier-service order was cancelled.', fa: 'سفارش پیک لغو شد.' },
  { en: 'A new courier was requested.', fa: 'پیک تازه درخواست شد.' },
  { en: 'The user is not a courier.', fa: 'این کاربر پیک نیست.' },
  { en: 'The expiry date must be after today.', fa: 'تاریخ انقضا باید پس از امروز باشد.' },
  { en: 'The courier service can only be kept, not chosen.', fa: 'سرویس پیک را تنها می‌توان نگه داشت، نه انتخاب کرد.' },
  { en: 'This shipping type is not available.', fa: 'این روش ارسال در دسترس نیست.' },
  { en: 'The user was not found.', fa: 'کاربر پیدا نشد.' },
  { en: 'The coupon was created.', fa: 'کوپن ساخته شد.' },
  { en: 'The coupon was deleted.', fa: 'کوپن حذف شد.' },
  { en: 'Used and expired coupons were cleared.', fa: 'کوپن‌های استفاده‌شده و منقضی پاک شدند.' },
  { en: 'This code is already in use.', fa: 'این کد پیش‌تر به کار رفته است.' },
  { en: 'A chosen user was not found.', fa: 'یکی از کاربران انتخاب‌شده پیدا نشد.' },
  { en: 'The selected user does not exist.', fa: 'کاربر انتخاب‌شده وجود ندارد.' },
  { en: 'The send date must not be before today.', fa: 'تاریخ ارسال نباید پیش از امروز باشد.' },
  // catalogue, posts, plugins, routes
  { en: 'This alias is already in use.', fa: 'این نام مستعار پیش‌تر به کار رفته است.' },
  { en: 'This alias is already used by another category.', fa: 'این نام مستعار را دسته دیگری دارد.' },
  { en: 'This alias is already used by another post.', fa: 'این نام مستعار را نوشته دیگری دارد.' },
  { en: 'This category still has products and cannot be deleted.', fa: 'این دسته هنوز محصول دارد و حذف نمی‌شود.' },
  { en: 'This category has sub-categories and cannot be deleted.', fa: 'این دسته زیردسته دارد و حذف نمی‌شود.' },
  { en: 'This category has subcategories and cannot be deleted.', fa: 'این دسته زیردسته دارد و حذف نمی‌شود.' },
  { en: 'This category still has posts and cannot be deleted.', fa: 'این دسته هنوز نوشته دارد و حذف نمی‌شود.' },
  { en: 'The selected brand does not exist.', fa: 'برند انتخاب‌شده وجود ندارد.' },
  { en: 'The selected category does not exist.', fa: 'دسته انتخاب‌شده وجود ندارد.' },
  { en: 'A category cannot be moved under itself.', fa: 'دسته را نمی‌توان زیر خودش برد.' },
  { en: 'A route cannot be moved under itself.', fa: 'مسیر را نمی‌توان زیر خودش برد.' },
  { en: 'The selected route does not exist.', fa: 'مسیر انتخاب‌شده وجود ندارد.' },
  { en: 'A plugin of this type already exists; edit it instead.', fa: 'افزونه‌ای از این نوع وجود دارد؛ همان را ویرایش کنید.' },
  { en: 'The type of a plugin cannot change.', fa: 'نوع افزونه تغییر نمی‌کند.' },
  { en: 'The logo file was not sent.', fa: 'فایل نشان فرستاده نشد.' },
  { en: 'The logo file does not exist.', fa: 'فایل نشان وجود ندارد.' },
  // reference data
  { en: 'This country has provinces and cannot be deleted.', fa: 'این کشور استان دارد و حذف نمی‌شود.' },
  { en: 'This province has cities and cannot be deleted.', fa: 'این استان شهر دارد و حذف نمی‌شود.' },
  { en: 'This city has regions and cannot be deleted.', fa: 'این شهر منطقه دارد و حذف نمی‌شود.' },
  { en: 'This brand has products and cannot be deleted.', fa: 'این برند محصول دارد و حذف نمی‌شود.' },
  { en: 'The city is not in the selected province.', fa: 'این شهر در استان انتخاب‌شده نیست.' },
  // users and roles
  { en: 'You cannot delete or disable your own user.', fa: 'نمی‌توانید کاربر خودتان را حذف یا غیرفعال کنید.' },
  { en: 'The last administrator cannot be removed.', fa: 'آخرین مدیر را نمی‌توان برداشت.' },
  { en: 'The ADMIN role cannot be deleted.', fa: 'نقش ADMIN حذف نمی‌شود.' },
  { en: 'A role with this name already exists.', fa: 'نقشی با این نام وجود دارد.' },
  { en: 'A permission with this name already exists.', fa: 'دسترسی‌ای با این نام وجود دارد.' },
  { en: 'A user with this mobile or email already exists.', fa: 'کاربری با این موبایل یا ایمیل وجود دارد.' },
  { en: 'The selected role does not exist.', fa: 'نقش انتخاب‌شده وجود ندارد.' },
  { en: 'The selected country does not exist.', fa: 'کشور انتخاب‌شده وجود ندارد.' },
  { en: '{n} users were added.', fa: '{n} کاربر افزوده شد.' },
  { en: 'A user with this mobile or email already exists. ({list})', fa: 'کاربری با این موبایل یا ایمیل وجود دارد. ({list})' },
];

/** The Persian stand-in for a message the catalogue does not hold (the request checks' own texts). */
export const FA_INVALID_REQUEST = 'درخواست معتبر نیست';

const FSI = '\u2068';
const PDI = '\u2069';
/** Wraps left-to-right text in a first-strong isolate for a Persian message. */
export const isolate = (text: string): string => (/[A-Za-z0-9]/.test(text) ? `${FSI}${text}${PDI}` : text);

const exact = new Map<string, string>(MESSAGE_CATALOGUE.filter((e) => !e.en.includes('{')).map((e) => [e.en, e.fa]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = MESSAGE_CATALOGUE.filter((e) => e.en.includes('{')).map((e) => {
  const names: string[] = [];
  const source = e.en
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return name === 'n' ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, fa: e.fa };
});

function persian(message: string): string | null {
  const known = exact.get(message);
  if (known !== undefined) return known;
  for (const { pattern, names, fa } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    return names.reduce((text, name, i) => {
      const value = match[i + 1] ?? '';
      return text.replace(`{${name}}`, name === 'n' ? toPersianDigits(value) : isolate(value));
    }, fa);
  }
  // the request checks join their problems with '; ' (formatZodError)
  if (message.includes('; ')) {
    const parts = message.split('; ').map(persian);
    return parts.every((p) => p !== null) ? parts.join('؛ ') : null;
  }
  // `field: message`: the field name stays (isolated), the message is translated
  const field = /^([A-Za-z][\w.[\]]*): (.+)$/s.exec(message);
  if (field) {
    const rest = persian(field[2]);
    if (rest !== null) return `${isolate(field[1])}: ${rest}`;
  }
  return null;
}

/** `message` in `lang`; true when the catalogue knows it (a Persian request gets a Persian text either way). */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return persian(message) ?? `${FA_INVALID_REQUEST}: ${isolate(message)}`;
}

/** Whether the catalogue has a Persian text for `message` (tests). */
export const isCatalogued = (message: string): boolean => persian(message) !== null;
