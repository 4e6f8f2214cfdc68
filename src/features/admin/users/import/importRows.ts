/**
 * The user import's rows (admin §5, §7): the first row of the sheet names the columns, every row
 * below is a user. A row is refused (with every reason) when a name or the password is missing, the
 * mobile is not 10 digits (Persian/Arabic digits converted, leading zeros dropped) or the email is not
 * valid (by the sign-in type), or when it repeats the mobile/email of an earlier row of the sheet.
 * Every user gets the default country. Pure: tested in tests/unit.
 */
import type { NewUserRequest } from '@/api/schemas/peopleRequests';
import { toLatinDigits } from '@/lib/digits';

export type AuthType = 'mobile' | 'email';
export type ImportColumn = 'firstName' | 'lastName' | 'mobile' | 'email' | 'password';
export type RefusalReason = 'firstName' | 'lastName' | 'mobile' | 'email' | 'password' | 'duplicate';

/** The header names each column is recognised by (case, spaces, dashes and underscores ignored). */
export const COLUMN_NAMES: Record<ImportColumn, readonly string[]> = {
  firstName: ['firstName', 'first name', 'نام'],
  lastName: ['lastName', 'last name', 'نام خانوادگی'],
  mobile: ['mobile', 'موبایل', 'تلفن همراه'],
  email: ['email', 'ایمیل'],
  password: ['password', 'رمز عبور', 'گذرواژه'],
};

/** The columns a sheet needs for this sign-in type, in template order. */
export const importColumns = (authType: AuthType): ImportColumn[] =>
  ['firstName', 'lastName', authType === 'email' ? 'email' : 'mobile', 'password'];

const key = (text: string) => toLatinDigits(text).toLowerCase().replace(/[\s\-_\u200c]/g, '');
const MOBILE = /^\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PreviewRow {
  /** The row number in the sheet (the header is row 1). */
  line: number;
  firstName: string;
  lastName: string;
  /** The mobile (normalised) or email as read. */
  login: string;
  reasons: RefusalReason[];
  /** For a duplicate: the row it repeats. */
  duplicateOf?: number;
}

export type ImportReading =
  | { kind: 'empty' }
  | { kind: 'missingColumns'; columns: ImportColumn[] }
  | { kind: 'rows'; rows: PreviewRow[]; users: NewUserRequest[] };

/** Mobile as sent: Latin digits, no spaces or dashes, no leading zeros. */
export const normaliseMobile = (text: string) => toLatinDigits(text).replace(/[\s\-()]/g, '').replace(/^0+/, '');

export function readImportRows(sheet: readonly (readonly string[])[], authType: AuthType, country: string): ImportReading {
  const firstFilled = sheet.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (firstFilled < 0) return { kind: 'empty' };
  const header = sheet[firstFilled].map(key);
  const wanted = importColumns(authType);
  const index = Object.fromEntries(
    wanted.map((column) => [column, header.findIndex((h) => COLUMN_NAMES[column].some((name) => key(name) === h))]),
  ) as Record<ImportColumn, number>;
  const missing = wanted.filter((column) => index[column] < 0);
  if (missing.length) return { kind: 'missingColumns', columns: missing };

  const rows: PreviewRow[] = [];
  const users: NewUserRequest[] = [];
  const seen = new Map<string, number>();
  const login = wanted[2];
  for (let i = firstFilled + 1; i < sheet.length; i += 1) {
    const cells = sheet[i];
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    const cell = (column: ImportColumn) => (cells[index[column]] ?? '').trim();
    const firstName = toLatinDigits(cell('firstName')).trim();
    const lastName = toLatinDigits(cell('lastName')).trim();
    const password = toLatinDigits(cell('password'));
    const value = login === 'mobile' ? normaliseMobile(cell('mobile')) : cell('email').toLowerCase();
    const reasons: RefusalReason[] = [];
    if (!firstName) reasons.push('firstName');
    if (!lastName) reasons.push('lastName');
    if (login === 'mobile' ? !MOBILE.test(value) : !EMAIL.test(value)) reasons.push(login);
    if (!password.trim()) reasons.push('password');
    const line = i + 1;
    const earlier = value ? seen.get(value) : undefined;
    if (earlier !== undefined) reasons.push('duplicate');
    else if (value && !reasons.includes(login)) seen.set(value, line);
    rows.push({ line, firstName, lastName, login: value || cell(login), reasons, ...(earlier !== undefined ? { duplicateOf: earlier } : {}) });
    if (!reasons.length) users.push({ firstName, lastName, password, [login]: value, country });
  }
  if (!rows.length) return { kind: 'empty' };
  return { kind: 'rows', rows, users };
}
