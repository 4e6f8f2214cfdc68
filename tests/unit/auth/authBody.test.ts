import { identityBody, latinCode, loginPassword, PLACEHOLDER_PASSWORD } from '@/features/auth/authBody';
import { completeCode, fillDigits, formatCountdown } from '@/components/verification';
import { safeRedirect } from '@/lib/redirect';

describe('identityBody', () => {
  it('sends country and the mobile as 10 Latin digits in mobile mode', () => {
    expect(identityBody({ country: 'c1', mobile: '۰۹۱۲۰۰۰۰۰۰۶', email: 'x@y.z' }, 'mobile')).toEqual({ country: 'c1', mobile: '9120000006' });
    expect(identityBody({ country: 'c1', mobile: '٠٩١٢٠٠٠٠٠٠٦' }, 'mobile')).toEqual({ country: 'c1', mobile: '9120000006' });
  });

  it('sends only the trimmed email in email mode', () => {
    expect(identityBody({ email: '  customer@shop.test ', mobile: '912' }, 'email')).toEqual({ email: 'customer@shop.test' });
  });
});

describe('loginPassword', () => {
  it('sends the nine-asterisk placeholder for a mobile sign-in outside development', () => {
    expect(PLACEHOLDER_PASSWORD).toBe('*********');
    expect(loginPassword('typed', 'mobile', false)).toBe('*********');
    expect(loginPassword(undefined, 'mobile', false)).toBe('*********');
  });

  it('sends what was typed in development and in email mode; nothing when empty', () => {
    expect(loginPassword('Passw0rd!', 'mobile', true)).toBe('Passw0rd!');
    expect(loginPassword('', 'mobile', true)).toBeUndefined();
    expect(loginPassword('Passw0rd!', 'email', false)).toBe('Passw0rd!');
  });

  it('converts codes to Latin digits', () => {
    expect(latinCode(' ۱۲۳۴۵ ')).toBe('12345');
  });
});

describe('verification code helpers', () => {
  const empty = ['', '', '', '', ''];

  it('fills boxes from a position, converting and dropping non-digits', () => {
    expect(fillDigits(empty, 0, '1a2۳٤5')).toEqual({ digits: ['1', '2', '3', '4', '5'], focus: 4 });
    expect(fillDigits(empty, 3, '789')).toEqual({ digits: ['', '', '', '7', '8'], focus: 4 });
    expect(fillDigits(['1', '', '', '', ''], 1, '2')).toEqual({ digits: ['1', '2', '', '', ''], focus: 2 });
  });

  it('is complete only when all five boxes hold a digit', () => {
    expect(completeCode(['1', '2', '3', '4', '5'])).toBe('12345');
    expect(completeCode(['1', '2', '', '4', '5'])).toBeNull();
  });

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('safeRedirect', () => {
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\u0000b', 'edit-user'])(
    'rejects %s',
    (target) => expect(safeRedirect(target)).toBe('/edit-user'),
  );

  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirect('/invoice?page=2#x')).toBe('/invoice?page=2#x');
    expect(safeRedirect(null)).toBe('/edit-user');
  });
});
