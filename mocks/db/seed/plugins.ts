import type { PluginNameRecord, PluginRecord } from '../types';
import { stamps, type SeedContext } from './context';
import { DIR } from './files';
import { i18n, slugify } from './names';
import { USERS } from './users';

const PROJECTS: readonly [string, string, string][] = [
  ['داروخانه گیاهی نیلوفر', 'Niloufar Herbal Pharmacy', 'https://niloufar-pharmacy.test'],
  ['باغ گیاهان دارویی البرز', 'Alborz Medicinal Garden', 'https://alborz-garden.test'],
  ['آکادمی زیبایی طبیعی', 'Natural Beauty Academy', 'https://beauty-academy.test'],
  ['کارگاه صابون‌سازی سپید', 'Sepid Soap Workshop', 'https://sepid-soap.test'],
  ['مزرعه زعفران قائنات', 'Qaenat Saffron Farm', 'https://qaenat-saffron.test'],
  ['کلینیک پوست آرامش', 'Aramesh Skin Clinic', 'https://aramesh-clinic.test'],
];

const html = (fa: string[], en: string[]) => ({ fa: fa.join(''), en: en.join('') });

/** One published plugin of every kind (pl1…pl7). */
export function seedPlugins(ctx: SeedContext): void {
  const { db, files } = ctx;
  const images = (count: number, baseName: string, alias: string, ageDays: number, directory: string = DIR.bannersGallery) =>
    files.images(count, { directory, baseName, alias, ageDays });

  const plugin = (name: PluginNameRecord, ageDays: number, params: Record<string, unknown>, fileIds: string[]): PluginRecord => ({
    id: `pl${db.plugins.length + 1}`,
    name,
    params,
    files: fileIds,
    publish: true,
    user: USERS.admin.id,
    ...stamps(ctx, ageDays),
  });

  db.plugins.push(plugin('SLIDE_SHOW', 600, {}, images(4, 'banner-home', 'Home banner', 600)));
  db.plugins.push(
    plugin(
      'PROJECTS',
      580,
      {
        items: PROJECTS.map(([fa, en, website], i) => ({
          name: i18n(fa, en),
          website,
          logo: files.add({ directory: DIR.brandsProjects, baseName: `project-${slugify(en)}`, alias: en, ageDays: 580, kind: 'png' }),
          port: 3002 + i * 7,
        })),
      },
      [],
    ),
  );
  db.plugins.push(
    plugin(
      'NO_APP',
      560,
      {
        body: html(
          ['<h2>اپلیکیشن فروشگاه به‌زودی</h2>', '<p>نسخه موبایل فروشگاه در حال آماده‌سازی است. تا آن زمان می‌توانید از نسخه وب در مرورگر گوشی خود استفاده کنید.</p>'],
          ['<h2>Our app is coming soon</h2>', '<p>The mobile app of the shop is on its way. Until then, the website works great in your phone browser.</p>'],
        ),
      },
      [],
    ),
  );
  db.plugins.push(
    plugin(
      'ABOUT_US',
      700,
      {
        body: html(
          [
            '<h2>داستان ما</h2>',
            '<p>ما از سال ۱۳۹۰ با یک کارگاه کوچک در تهران کار خود را آغاز کردیم؛ با این باور که مراقبت از پوست می‌تواند ساده، طبیعی و در دسترس باشد.</p>',
            '<p>امروز با پنج شعبه در تهران، اصفهان، شیراز و مشهد، بیش از ۱۶۰ محصول گیاهی را با همکاری کشاورزان و داروسازان ایرانی عرضه می‌کنیم.</p>',
            '<h3>ارزش‌های ما</h3>',
            '<ul><li>مواد اولیه طبیعی و قابل ردیابی</li><li>بدون آزمایش روی حیوانات</li><li>بسته‌بندی قابل بازیافت</li></ul>',
          ],
          [
            '<h2>Our story</h2>',
            '<p>We started in 2011 with a small workshop in Tehran, believing that skincare can be simple, natural and affordable.</p>',
            '<p>Today, with five branches in Tehran, Isfahan, Shiraz and Mashhad, we offer more than 160 herbal products made together with Iranian farmers and pharmacists.</p>',
            '<h3>Our values</h3>',
            '<ul><li>Natural, traceable ingredients</li><li>No animal testing</li><li>Recyclable packaging</li></ul>',
          ],
        ),
      },
      images(2, 'about-us', 'About us', 700),
    ),
  );
  db.plugins.push(plugin('GALLERY', 520, {}, images(18, 'gallery', 'Gallery', 520)));
  db.plugins.push(
    plugin(
      'CONTACT_US',
      690,
      {
        email: 'info@shop.test',
        website: 'https://shop.test',
        tel: '02188776655',
        mobile: '09121112233',
        address: i18n('تهران، میدان ونک، خیابان ملاصدرا، نبش شیخ بهایی، پلاک ۴۸', 'Tehran, Vanak Sq., Mollasadra St., corner of Sheikh Bahaei, No. 48'),
        latitude: 35.7575,
        longitude: 51.41,
        addressMap: i18n('ونک، ملاصدرا', 'Vanak, Mollasadra'),
      },
      [],
    ),
  );
  db.plugins.push(
    plugin(
      'TONDAR_NET',
      650,
      {
        body: html(
          ['<p>طراحی و پشتیبانی فنی: <a href="https://tondar.test" rel="noopener">تندر نت</a></p>'],
          ['<p>Design and technical support: <a href="https://tondar.test" rel="noopener">Tondar Net</a></p>'],
        ),
      },
      [],
    ),
  );
}

/**
 * The footer's 200×200 image (spec §9): the TONDAR_NET credit's picture. Seeded after everything else
 * (seedDb), so the random draws and file ids of the rest of the seed stay as they were.
 */
export function seedFooterImage(ctx: SeedContext): void {
  const credit = ctx.db.plugins.find((p) => p.name === 'TONDAR_NET');
  if (!credit) return;
  credit.files.push(ctx.files.add({ directory: DIR.brandsProjects, baseName: 'tondar-net', alias: 'Tondar Net', ageDays: 650, kind: 'png' }));
}

const DOCUMENTS: readonly [string, string, 'pdf' | 'docx' | 'xlsx' | 'mp4', string][] = [
  ['catalogue-spring', 'Spring catalogue', 'pdf', DIR.cataloguesReports],
  ['catalogue-autumn', 'Autumn catalogue', 'pdf', DIR.cataloguesReports],
  ['catalogue-gifts', 'Gift catalogue', 'pdf', DIR.cataloguesReports],
  ['sales-report', 'Monthly sales report', 'xlsx', DIR.cataloguesReports],
  ['inventory', 'Inventory count', 'xlsx', DIR.cataloguesReports],
  ['supplier-contract', 'Supplier contract', 'docx', DIR.cataloguesReports],
  ['staff-handbook', 'Staff handbook', 'docx', DIR.documents],
  ['price-list', 'Price list', 'xlsx', DIR.priceLists],
  ['wholesale-prices', 'Wholesale prices', 'pdf', DIR.priceLists],
  ['how-to-apply-serum', 'How to apply a serum', 'mp4', DIR.videos],
  ['soap-making', 'Soap making in our workshop', 'mp4', DIR.videos],
  ['brewing-herbal-tea', 'Brewing herbal tea', 'mp4', DIR.videos],
];

/** Catalogues, reports, price lists and videos; the internal ones are restricted (auth). */
export function seedDocuments(ctx: SeedContext): void {
  const { rng, files } = ctx;
  DOCUMENTS.forEach(([baseName, alias, kind, directory], i) => {
    const copies = kind === 'mp4' ? 1 : 4;
    for (let n = 1; n <= copies; n++) {
      const internal = /report|inventory|contract|handbook|wholesale/.test(baseName);
      files.add({
        directory,
        baseName: copies > 1 ? `${baseName}-${1403 + Math.floor((n + i) / 3)}-${n}` : baseName,
        alias: copies > 1 ? `${alias} ${n}` : alias,
        ageDays: rng.int(3, 700),
        kind,
        auth: internal,
        users: internal && n % 2 === 0 ? ['u1', 'u2'] : [],
        roles: internal ? (baseName === 'staff-handbook' ? [] : ['ro1', 'ro2']) : [],
      });
    }
  });
}
