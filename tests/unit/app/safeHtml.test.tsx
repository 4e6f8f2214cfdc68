import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '@/components/SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<p>ok</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<p>ok</p>');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('renders without running anything and opens external links safely', () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    const { container } = render(<SafeHtml html={'<a href="https://example.org">e</a><img src=x onerror="window.__xss=1">'} />);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    const link = container.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });
});
