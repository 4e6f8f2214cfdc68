import { safeRedirect } from '@/lib/redirect';
import { fromSorter, toSorter } from '@/lib/sorter';
import { hasAccess, isStaff } from '@/lib/roles';
import { displayPhone, splitPhones } from '@/lib/phone';

describe('safeRedirect', () => {
  it.each([
    ['/invoice?x=1', '/invoice?x=1'],
    ['/shop/product/abc#tab', '/shop/product/abc#tab'],
    ['https://evil.example', '/edit-user'],
    ['//evil.example', '/edit-user'],
    ['/\\evil.example', '/edit-user'],
    ['\\\\evil.example', '/edit-user'],
    ['javascript:alert(1)', '/edit-user'],
    ['/\tjavascript:alert(1)', '/edit-user'],
    ['', '/edit-user'],
    [null, '/edit-user'],
    ['edit-user', '/edit-user'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input as string | null)).toBe(expected);
  });
});

describe('sorter', () => {
  it('round-trips field,asc|desc', () => {
    expect(toSorter('name', 'ascend')).toBe('name,asc');
    expect(toSorter('createdAt', 'descend')).toBe('createdAt,desc');
    expect(toSorter('name', null)).toBeUndefined();
    expect(fromSorter('name,desc')).toEqual({ field: 'name', order: 'descend' });
    expect(fromSorter('bad')).toEqual({});
  });
});

describe('roles', () => {
  it('opens routes with no roles or *, otherwise needs a shared role', () => {
    expect(hasAccess([], [])).toBe(true);
    expect(hasAccess(undefined, ['*'])).toBe(true);
    expect(hasAccess(['CUSTOMER'], ['ADMIN'])).toBe(false);
    expect(hasAccess(['ADMIN'], ['ADMIN', 'ECOMMERCE_MANAGEMENT'])).toBe(true);
    expect(isStaff(['ECOMMERCE_MANAGEMENT'])).toBe(true);
    expect(isStaff(['COURIER'])).toBe(false);
  });
});

describe('phones', () => {
  it('shows +98 as a leading 0', () => {
    expect(displayPhone('+989121234567')).toBe('09121234567');
    expect(splitPhones('+98 21 8888 0000, 09120000000')).toEqual(['021 8888 0000', '09120000000']);
  });
});
