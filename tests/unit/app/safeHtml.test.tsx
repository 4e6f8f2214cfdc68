import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '@/components/SafeHtml';
import { httpUrl, isSafeImageSrc, isSafeLinkHref } from '@/lib/safeUrl';

/** Parses sanitised HTML so the assertions look at elements, not at substrings. */
function clean(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<p>ok</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>';
    const out = sanitizeHtml(dirty);
    expect(out).toContain('<p>ok</p>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
  });

  it('renders without running anything and opens external links safely', () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    const { container } = render(<SafeHtml html={'<a href="https://example.org">e</a><img src=x onerror="window.__xss=1">'} />);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    const link = container.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  describe('overlays', () => {
    it('drops fixed and sticky positioning, offsets and z-index but keeps harmless styles', () => {
      const box = clean(
        '<div id="a" style="position:fixed;inset:0;top:0;left:0;z-index:99999;background:#fff;color:red">Sign in again</div>' +
          '<p id="b" style="position: sticky; top: 0">sticky</p>' +
          '<p id="c" style="POSITION : FIXED ; bottom:0">upper case</p>',
      );
      const a = box.querySelector<HTMLElement>('#a')!;
      expect(a.style.position).toBe('');
      expect(a.style.zIndex).toBe('');
      expect(a.style.top).toBe('');
      expect(a.style.left).toBe('');
      expect(a.style.color).toBe('red');
      expect(box.querySelector<HTMLElement>('#b')!.hasAttribute('style')).toBe(false);
      expect(box.querySelector<HTMLElement>('#c')!.style.position).toBe('');
      box.querySelectorAll('[style]').forEach((el) => expect(el.getAttribute('style')).not.toMatch(/fixed|sticky|z-index/i));
    });

    it('drops page-sized boxes, absolute positioning, transforms and negative margins', () => {
      const box = clean(
        '<div id="a" style="position:absolute;width:100vw;height:100vh;min-height:100dvh;transform:translateY(-500px);margin-top:-400px;padding:4px">cover</div>' +
          '<img id="b" src="https://cdn.example/x.png" style="width:50%;height:120px">',
      );
      const a = box.querySelector<HTMLElement>('#a')!;
      expect(a.style.position).toBe('');
      expect(a.style.width).toBe('');
      expect(a.style.height).toBe('');
      expect(a.style.minHeight).toBe('');
      expect(a.style.transform).toBe('');
      expect(a.style.marginTop).toBe('');
      expect(a.style.padding).toBe('4px');
      const img = box.querySelector<HTMLElement>('#b')!;
      expect(img.style.width).toBe('50%');
      expect(img.style.height).toBe('120px');
    });

    it('removes style elements, dialogs, popovers and frames', () => {
      const box = clean(
        '<style>body{display:none}</style><dialog open>fake</dialog><div popover id="p">pop</div>' +
          '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><p>kept</p>',
      );
      expect(box.querySelector('style, dialog, iframe, object, embed')).toBeNull();
      expect(box.querySelector('[popover]')).toBeNull();
      expect(box.textContent).toContain('kept');
    });

    it('keeps the SafeHtml box as its own containing block', () => {
      const { container } = render(<SafeHtml html="<p>x</p>" className="body" />);
      expect(container.firstElementChild).toHaveClass('rich-text', 'body');
    });
  });

  describe('forms', () => {
    it('removes forms and every form control, keeping their text', () => {
      const box = clean(
        '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label>' +
          '<select><option>a</option></select><textarea>t</textarea><button formaction="https://evil.example">Pay now</button></form>' +
          '<fieldset><legend>l</legend></fieldset><p>after</p>',
      );
      expect(box.querySelector('form, input, button, select, option, textarea, fieldset, label')).toBeNull();
      expect(box.innerHTML).not.toMatch(/action=|evil\.example/);
      expect(box.textContent).toContain('after');
    });
  });

  describe('links', () => {
    it('removes data: and javascript: links however they are spelled', () => {
      const box = clean(
        '<a id="a" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>' +
          '<a id="b" href=" DATA:text/html,<b>x</b>">b</a>' +
          '<a id="c" href="jav&#x09;ascript:alert(1)">c</a>' +
          '<a id="d" href="vbscript:msgbox(1)">d</a>' +
          '<area id="e" href="data:text/html,x">',
      );
      ['#a', '#b', '#c', '#d'].forEach((id) => expect(box.querySelector(id)?.hasAttribute('href')).toBe(false));
      expect(box.innerHTML).not.toMatch(/data:|javascript:|vbscript:/i);
      expect(box.textContent).toContain('a');
    });

    it('keeps http(s), mailto, tel and relative links; only other origins open in a new tab', () => {
      const box = clean(
        '<a id="ext" href="https://other.example/x" target="_self">ext</a>' +
          '<a id="rel" href="/shop/product/x" target="_top">rel</a>' +
          '<a id="same" href="' + window.location.origin + '/blog">same</a>' +
          '<a id="mail" href="mailto:a@b.test">mail</a><a id="tel" href="tel:+98912">tel</a>' +
          '<a id="proto" href="//other.example/y">proto</a>',
      );
      const ext = box.querySelector('#ext')!;
      expect(ext.getAttribute('target')).toBe('_blank');
      expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
      expect(box.querySelector('#proto')!.getAttribute('target')).toBe('_blank');
      expect(box.querySelector('#rel')!.getAttribute('href')).toBe('/shop/product/x');
      expect(box.querySelector('#rel')!.hasAttribute('target')).toBe(false);
      expect(box.querySelector('#same')!.hasAttribute('target')).toBe(false);
      expect(box.querySelector('#mail')!.getAttribute('href')).toBe('mailto:a@b.test');
      expect(box.querySelector('#tel')!.getAttribute('href')).toBe('tel:+98912');
    });

    it('keeps raster data images (Quill pastes them) but not SVG data or script sources', () => {
      const box = clean(
        '<img id="png" src="data:image/png;base64,iVBORw0KGgo=">' +
          '<img id="svg" src="data:image/svg+xml;base64,PHN2Zz4=">' +
          '<img id="js" src="javascript:alert(1)">',
      );
      expect(box.querySelector('#png')!.getAttribute('src')).toMatch(/^data:image\/png/);
      expect(box.querySelector('#svg')!.hasAttribute('src')).toBe(false);
      expect(box.querySelector('#js')!.hasAttribute('src')).toBe(false);
    });
  });
});

describe('safeUrl', () => {
  it('tells link schemes apart', () => {
    expect(isSafeLinkHref('https://a.test')).toBe(true);
    expect(isSafeLinkHref('/x')).toBe(true);
    expect(isSafeLinkHref('data:text/html,x')).toBe(false);
    expect(isSafeLinkHref(' java\nscript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('data:image/jpeg;base64,/9j/')).toBe(true);
    expect(isSafeImageSrc('data:text/html;base64,PGI+')).toBe(false);
  });

  it('accepts only absolute http(s) websites', () => {
    expect(httpUrl('https://shop.example/')).toBe('https://shop.example/');
    expect(httpUrl('  http://a.test ')).toBe('http://a.test');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,x')).toBeNull();
    expect(httpUrl('www.shop.example')).toBeNull();
    expect(httpUrl('')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });
});
