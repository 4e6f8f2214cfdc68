import { authorName, authorOf, excerpt } from '@/features/blog/postText';
import { pageParam } from '@/features/blog/lib/listArgs';

describe('post text helpers', () => {
  it('makes a plain-text excerpt of a rich body, clipped with an ellipsis', () => {
    expect(excerpt('<h2>Title</h2><p>Hello <b>world</b></p>')).toBe('Title Hello world');
    const long = excerpt(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('…')).toBe(true);
    expect(excerpt(null)).toBe('');
  });

  it('reads a positive page from the URL, else 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('abc')).toBe(1);
  });

  it('names the author only when the user is populated', () => {
    expect(authorName(authorOf({ user: { firstName: 'Negar', lastName: 'Mousavi' } }))).toBe('Negar Mousavi');
    expect(authorOf({ user: 'u4' })).toBeNull();
    expect(authorName(authorOf({ user: null }))).toBe('');
  });
});
