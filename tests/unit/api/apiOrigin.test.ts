/** Which host a public page opens a connection to early: the API's, when the pictures come from another host. */
import { apiOriginElsewhere } from '@/api/urls';

describe('apiOriginElsewhere', () => {
  it("names the API's origin when it is another host than the site's", () => {
    expect(apiOriginElsewhere('https://api.example.com/api/', 'https://shop.example.com')).toBe('https://api.example.com');
    expect(apiOriginElsewhere('http://127.0.0.1:5231/', 'http://127.0.0.1:5230')).toBe('http://127.0.0.1:5231');
    expect(apiOriginElsewhere('//api.example.com/', 'https://shop.example.com')).toBe('https://api.example.com');
  });

  it('names nothing for an API on the site itself, by path or by its own address', () => {
    expect(apiOriginElsewhere('/api/', 'https://shop.example.com')).toBeNull();
    expect(apiOriginElsewhere('https://shop.example.com/api/', 'https://shop.example.com')).toBeNull();
  });

  it('names the host when the site is not known (the pre-render without a site address), and nothing for an address it cannot read', () => {
    expect(apiOriginElsewhere('https://api.example.com/', '')).toBe('https://api.example.com');
    expect(apiOriginElsewhere('http://[bad/', 'https://shop.example.com')).toBeNull();
  });
});
