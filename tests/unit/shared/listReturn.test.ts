import { clearApiKeyCookie, writeApiKeyCookie } from '@/lib/apiKeyCookie';
import { listReturnPath, rememberListQuery } from '@/lib/listReturn';

describe('where a list was left', () => {
  it('gives the list alone until the list has been seen at another page', () => {
    expect(listReturnPath('/ecommerce-management/product')).toBe('/ecommerce-management/product');
  });

  it('gives the page, sorter and filters the list was left at, without the language', () => {
    rememberListQuery('/ecommerce-management/product', '?page=2&language=en&filters=%7B%22name%22%3A%22tea%22%7D');
    expect(listReturnPath('/ecommerce-management/product')).toBe('/ecommerce-management/product?page=2&filters=%7B%22name%22%3A%22tea%22%7D');
    // another list keeps its own
    expect(listReturnPath('/user-management/user')).toBe('/user-management/user');
  });

  it('forgets the query when the list goes back to its first page with nothing set', () => {
    rememberListQuery('/ecommerce-management/invoice', 'page=4');
    rememberListQuery('/ecommerce-management/invoice', 'language=en');
    expect(listReturnPath('/ecommerce-management/invoice')).toBe('/ecommerce-management/invoice');
  });

  it('keeps it for the tab: a reload of the form still returns there', () => {
    rememberListQuery('/post-management/post', 'page=3');
    expect(JSON.parse(window.sessionStorage.getItem('listQueries') ?? '{}')).toEqual({ '/post-management/post': 'page=3' });
  });

  it('without storage (a browser that refuses it) remembers nothing and throws nothing: Back goes to the list', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      rememberListQuery('/basic-information/store', 'page=2');
      expect(listReturnPath('/basic-information/store')).toBe('/basic-information/store');
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });

  it('forgets every list at a sign-in and a sign-out: the next user of the tab starts on no one else\'s filters', () => {
    rememberListQuery('/ecommerce-management/invoice', 'filters=%7B%22users%22%3A%5B%22u6%22%5D%7D');
    clearApiKeyCookie();
    expect(listReturnPath('/ecommerce-management/invoice')).toBe('/ecommerce-management/invoice');
    rememberListQuery('/ecommerce-management/invoice', 'page=2');
    writeApiKeyCookie('another-key');
    expect(listReturnPath('/ecommerce-management/invoice')).toBe('/ecommerce-management/invoice');
    clearApiKeyCookie();
  });
});
