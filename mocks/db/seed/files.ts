import { FIXED_NOW, MS } from '../clock';
import type { Rng } from '../random';
import type { Db, DirectoryRecord, FileRecord, I18n } from '../types';
import { i18n } from './names';

/** Directory ids used by the seeds. */
export const DIR = {
  products: 'd1',
  productPhotos: 'd2',
  skinBody: 'd3',
  hairOilsTeas: 'd4',
  categoryImages: 'd5',
  blog: 'd6',
  postImages: 'd7',
  profilePictures: 'd8',
  site: 'd9',
  bannersGallery: 'd10',
  brandsProjects: 'd11',
  documents: 'd12',
  cataloguesReports: 'd13',
  priceLists: 'd14',
  videos: 'd15',
} as const;

const DIRECTORY_TREE: readonly [string, I18n, string | null][] = [
  [DIR.products, i18n('محصولات', 'Products'), null],
  [DIR.productPhotos, i18n('تصاویر محصولات', 'Product photos'), DIR.products],
  [DIR.skinBody, i18n('پوست و بدن', 'Skin and body'), DIR.productPhotos],
  [DIR.hairOilsTeas, i18n('مو، روغن‌ها و دمنوش‌ها', 'Hair, oils and teas'), DIR.productPhotos],
  [DIR.categoryImages, i18n('تصاویر دسته‌بندی‌ها', 'Category images'), DIR.products],
  [DIR.blog, i18n('وبلاگ', 'Blog'), null],
  [DIR.postImages, i18n('تصاویر مطالب', 'Post images'), DIR.blog],
  [DIR.profilePictures, i18n('تصاویر پروفایل', 'Profile pictures'), DIR.blog],
  [DIR.site, i18n('سایت', 'Site'), null],
  [DIR.bannersGallery, i18n('بنرها و گالری', 'Banners and gallery'), DIR.site],
  [DIR.brandsProjects, i18n('برندها و پروژه‌ها', 'Brands and projects'), DIR.site],
  [DIR.documents, i18n('اسناد', 'Documents'), null],
  [DIR.cataloguesReports, i18n('کاتالوگ‌ها و گزارش‌ها', 'Catalogues and reports'), DIR.documents],
  [DIR.priceLists, i18n('لیست‌های قیمت', 'Price lists'), DIR.cataloguesReports],
  [DIR.videos, i18n('ویدیوها', 'Videos'), DIR.documents],
];

export function seedDirectories(db: Db): void {
  db.directories = DIRECTORY_TREE.map(([id, name, parent], index): DirectoryRecord => {
    const createdAt = new Date(FIXED_NOW - (760 - index * 3) * MS.day).toISOString();
    return { id, name, parent, createdAt, updatedAt: createdAt };
  });
}

/** Kinds of stored files: extension name, suffix, mime type and a size range in bytes. */
export const FILE_KINDS = {
  jpg: { name: 'image', suffix: 'jpg', mime: 'image/jpeg', size: [60_000, 1_900_000] },
  png: { name: 'image', suffix: 'png', mime: 'image/png', size: [20_000, 900_000] },
  pdf: { name: 'document', suffix: 'pdf', mime: 'application/pdf', size: [120_000, 6_500_000] },
  docx: {
    name: 'document',
    suffix: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: [25_000, 900_000],
  },
  xlsx: {
    name: 'spreadsheet',
    suffix: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: [12_000, 700_000],
  },
  mp4: { name: 'video', suffix: 'mp4', mime: 'video/mp4', size: [4_000_000, 85_000_000] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface NewFile {
  directory: string;
  /** file name without suffix, e.g. `aloe-vera-moisturising-cream-1` */
  baseName: string;
  /** human label, also printed on the placeholder image */
  alias: string | null;
  /** days before the seed's now */
  ageDays: number;
  kind?: FileKind;
  auth?: boolean;
  users?: string[];
  roles?: string[];
}

/**
 * Registers files while other areas seed, so that every image referenced anywhere is a stored file.
 */
export class FileFactory {
  private next = 1;

  constructor(
    private readonly db: Db,
    private readonly rng: Rng,
  ) {}

  add(file: NewFile): string {
    const kind = FILE_KINDS[file.kind ?? 'jpg'];
    const id = `f${this.next++}`;
    const created = FIXED_NOW - file.ageDays * MS.day - this.rng.int(0, 86_399) * 1000;
    const createdAt = new Date(created).toISOString();
    const record: FileRecord = {
      id,
      name: `${file.baseName}.${kind.suffix}`,
      alias: file.alias,
      directory: file.directory,
      extension: { name: kind.name, suffix: kind.suffix },
      mime: kind.mime,
      size: this.rng.int(kind.size[0], kind.size[1]),
      auth: file.auth ?? false,
      users: file.users ?? [],
      roles: file.roles ?? [],
      createdAt,
      updatedAt: createdAt,
    };
    this.db.files.push(record);
    return id;
  }

  /** `count` images named `<baseName>-1.jpg` ... */
  images(count: number, file: Omit<NewFile, 'kind'>): string[] {
    const ids: string[] = [];
    for (let i = 1; i <= count; i++) {
      ids.push(
        this.add({
          ...file,
          baseName: `${file.baseName}-${i}`,
          alias: file.alias ? (count > 1 ? `${file.alias} ${i}` : file.alias) : null,
          kind: this.rng.chance(0.85) ? 'jpg' : 'png',
        }),
      );
    }
    return ids;
  }

  /** The sequence counter, so run-time uploads continue after the seed. */
  get count(): number {
    return this.next - 1;
  }
}
