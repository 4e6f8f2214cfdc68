/**
 * Two rules about what a page shows, checked by the walks that already visit every route:
 *
 * - **No message id on screen.** A catalogue key shown as text ("palette.button") means a text was
 *   rendered before its catalogue was in. `watchRawIds` watches every document of a browser context from
 *   its first byte (a MutationObserver, so the loading states count too) for a text node or a shown
 *   attribute (placeholder, aria-label, alt, title) that holds a key of the catalogues.
 * - **Persian digits in fa.** `latinDigits` lists the visible Latin digits of the page as it is now: text,
 *   placeholders and the option a closed select shows (the sign-in pages' locked country), not what a
 *   person typed (input values, the rich-text editor); and the Latin percent sign, where Persian writes
 *   '٪' ('۳۰٪', as the invoice's VAT line). Allowed, as kinds of values that are read in Latin digits
 *   everywhere: URLs and paths, e-mail addresses, IP addresses, codes that mix letters and digits, and
 *   numbers inside Latin-script text (a file alias typed in English).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

/** Every key of the fa catalogues (the en ones have the same keys: a unit test holds it). */
export function catalogueKeys(): string[] {
  const dir = 'src/i18n/messages/fa';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => Object.keys(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Record<string, string>));
}

/**
 * Records every message id that any page of `context` shows, from the first byte of each document
 * (call before the context's first page). The findings (address and what showed it) are returned live.
 */
export async function watchRawIds(context: BrowserContext, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  await context.exposeBinding('__reportRawId', (source, what: string) => {
    found.add(`${new URL(source.page.url()).pathname}: ${what}`);
  });
  await context.addInitScript((list: string[]) => {
    const keySet = new Set(list);
    const report = (window as unknown as { __reportRawId: (what: string) => void }).__reportRawId;
    const pattern = /[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+/g;
    const ATTRIBUTES = ['placeholder', 'aria-label', 'alt', 'title'];
    const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const check = (text: string | null, where: string) => {
      if (!text || !text.includes('.')) return;
      for (const match of text.matchAll(pattern)) if (keySet.has(match[0])) void report(`"${match[0]}" in ${where}`);
    };
    const describe = (el: Element | null) => (el ? `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ').slice(0, 2).join(' ')}"` : ''}>` : '?');
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!SKIP.has(node.parentElement?.tagName ?? '')) check((node as Text).data, describe(node.parentElement));
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE || SKIP.has((node as Element).tagName)) return;
      const root = node as Element;
      for (const el of [root, ...Array.from(root.querySelectorAll('[placeholder],[aria-label],[alt],[title]'))]) {
        for (const name of ATTRIBUTES) check(el.getAttribute(name), `${name} of ${describe(el)}`);
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!SKIP.has(text.parentElement?.tagName ?? '')) check((text as Text).data, describe(text.parentElement));
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(scan);
        else if (record.type === 'characterData') scan(record.target);
        else if (record.attributeName) check((record.target as Element).getAttribute(record.attributeName), `${record.attributeName} of ${describe(record.target as Element)}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
    (window as unknown as { __rawIdWatch: boolean }).__rawIdWatch = true;
  }, [...keys]);
  return found;
}

/** The watcher of `watchRawIds` runs in this page (a walk that checks nothing must fail, not pass). */
export function watchingRawIds(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __rawIdWatch?: boolean }).__rawIdWatch === true);
}

/** The visible Latin digits of the page now, outside the allowed kinds: one line each, with where it is. */
export function latinDigits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\/)|^[\w-]+(?:\.[\w-]+)+\/|^[\w-]+\.(?:com|ir|org|net|test|example)\b/i;
    const EMAIL = /^[^@\s]+@[^@\s]+$/;
    const IP = /^(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?(?::\d+)?$|^[0-9a-f]*:[0-9a-f:]+$/i;
    const MIXED_CODE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9_.\-/#]+$/;
    const allowed = (token: string) => URL_LIKE.test(token) || EMAIL.test(token) || IP.test(token) || MIXED_CODE.test(token);
    const TYPED = 'input, textarea, [contenteditable="true"], .ql-editor, script, style, noscript, template';
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${cls}>${testId ? ` in [${testId}]` : ''}`;
    };
    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const findings: string[] = [];
    const LATIN_SIGN = /[0-9%]/;
    const checkText = (text: string, where: string) => {
      // a number inside Latin-script text (a name or alias a person typed in English) is read with it
      if (!LATIN_SIGN.test(text) || (/[A-Za-z]{2}/.test(text) && !/[\u0600-\u06FF]/.test(text))) return;
      for (const raw of text.split(/\s+/)) {
        if (!LATIN_SIGN.test(raw)) continue;
        const token = raw.replace(/^[("'«[{\u2066-\u2069]+|[)"'»\]},;:،؛!?\u2066-\u2069]+$/g, '').replace(/[.]+$/, '');
        if (!LATIN_SIGN.test(token) || allowed(token)) continue;
        findings.push(`"${token}" in "${text.trim().slice(0, 80)}" (${where})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !LATIN_SIGN.test((node as Text).data) || parent.closest(TYPED) || !visible(parent)) continue;
      checkText((node as Text).data, describe(parent));
    }
    // a closed native select shows its chosen option's text (its options are laid out nowhere)
    for (const select of Array.from(document.querySelectorAll('select'))) {
      const shown = select.selectedOptions.item(0)?.textContent ?? '';
      if (visible(select) && LATIN_SIGN.test(shown)) checkText(shown, `the option shown by ${describe(select)}`);
    }
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      // a placeholder shows only while the field is empty
      if (!field.value && visible(field)) checkText(field.placeholder, `placeholder of ${describe(field)}`);
    }
    return [...new Set(findings)];
  });
}
