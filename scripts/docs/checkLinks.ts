/**
 * The docs' link check (`npm run lint` runs it after ESLint): every relative link and every `#anchor` in
 * README.md, CONTRIBUTING.md, docs/**.md and the component READMEs (src/components/<name>/README.md) must
 * reach a file of the repository, and an anchor a heading of the Markdown file it names, with GitHub's
 * anchor slugs. Links to other sites are not fetched (the check runs offline).
 *
 *   tsx scripts/docs/checkLinks.ts [--root DIR]
 *
 * Exit 0 when every link holds, 1 with one line per dead link (file:line, the link, why).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface DeadLink {
  /** the Markdown file holding the link, relative to the root, with `/` */
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** The Markdown files whose links are checked, relative to `root`, sorted. */
export function docFiles(root: string): string[] {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(root, file)));
  const walk = (dir: string): string[] =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith('.md') ? [`${dir}/${entry.name}`] : [],
        )
      : [];
  const componentReadmes = existsSync(join(root, 'src/components'))
    ? readdirSync(join(root, 'src/components'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src/components', entry.name, 'README.md')))
        .map((entry) => `src/components/${entry.name}/README.md`)
    : [];
  return [...files, ...walk('docs').sort(), ...componentReadmes.sort()];
}

/**
 * GitHub's anchor for a heading's text, as github-slugger makes it: lower case; symbols, punctuation
 * (but `_` and `-`), other numbers (², ½), format characters (the zero-width non-joiner of Persian words)
 * and separators other than the space dropped, unless alphabetic; each space a `-`.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\p{Alphabetic} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: code spans' contents, links' texts, no emphasis marks or tags. */
function headingText(markdown: string): string {
  const unlinked = markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
  // emphasis marks go, but not inside code spans; an underscore inside a word (snake_case) is text
  return unlinked
    .split(/(`+[^`]*`+)/)
    .map((part) =>
      part.startsWith('`')
        ? part.replace(/^`+|`+$/g, '')
        : part.replace(/\*+|~~/g, '').replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1'),
    )
    .join('')
    .trim();
}

interface Parsed {
  anchors: Set<string>;
  links: { line: number; target: string }[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The anchors a Markdown file defines and the links it holds (outside code blocks and code spans). */
export function parseMarkdown(text: string): Parsed {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const addHeading = (raw: string) => {
    const base = slug(headingText(raw));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const links: Parsed['links'] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1]) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    // code spans hold no links (a `[x](y)` in backticks is an example)
    const prose = line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    const atx = /^ {0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/.exec(line);
    if (atx) addHeading(atx[1]);
    // a setext heading: a line of text underlined with === or ---
    const next = index + 1 < lines.length ? lines[index + 1] : '';
    if (/^ {0,3}(=+|-+)\s*$/.test(next) && line.trim() !== '' && !/^\s*([|>*+-]|\d+\.)/.test(line) && !atx) addHeading(line);
    for (const html of prose.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
    for (const match of prose.matchAll(/\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1].replace(/^<|>$/g, '') });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) links.push({ line: index + 1, target: definition[1].replace(/^<|>$/g, '') });
    for (const match of prose.matchAll(/<(?:a|img|source)\s[^>]*?(?:href|src|srcset)="([^"]+)"/g)) links.push({ line: index + 1, target: match[1] });
  });
  return { anchors, links };
}

/** Every dead relative link and anchor of the docs under `root`. */
export function checkLinks(root: string, files: string[] = docFiles(root)): DeadLink[] {
  const absoluteRoot = resolve(root);
  const parsed = new Map<string, Parsed>();
  const parse = (path: string): Parsed => {
    let result = parsed.get(path);
    if (!result) {
      result = parseMarkdown(readFileSync(path, 'utf8'));
      parsed.set(path, result);
    }
    return result;
  };
  const dead: DeadLink[] = [];
  for (const file of files) {
    const path = join(absoluteRoot, file);
    for (const { line, target } of parse(path).links) {
      const report = (reason: string) => dead.push({ file, line, target, reason });
      // another site (https:, mailto: ...) or a protocol-relative address: not checked offline
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = hash === -1 ? target : target.slice(0, hash);
      let anchor: string | null = hash === -1 ? null : target.slice(hash + 1);
      let decodedPath: string;
      try {
        decodedPath = decodeURI(pathPart.split('?')[0]);
        if (anchor !== null) anchor = decodeURIComponent(anchor);
      } catch {
        report('not a valid address');
        continue;
      }
      const resolved = decodedPath === '' ? path : decodedPath.startsWith('/') ? join(absoluteRoot, decodedPath) : resolve(dirname(path), decodedPath);
      const inside = relative(absoluteRoot, resolved);
      if (inside.startsWith('..') || inside.split(sep)[0] === '..') {
        report('points outside the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report(`no such file: ${inside.split(sep).join('/')}`);
        continue;
      }
      if (anchor === null || anchor === '') continue;
      // anchors are checked in Markdown files; a source file's #L12 is GitHub's line link
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
      if (!parse(resolved).anchors.has(anchor)) {
        report(`no heading with the anchor #${anchor} in ${inside.split(sep).join('/')}`);
      }
    }
  }
  return dead;
}

function main(): void {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt === -1 ? join(dirname(fileURLToPath(import.meta.url)), '..', '..') : args[rootAt + 1];
  const files = docFiles(root);
  const dead = checkLinks(root, files);
  for (const link of dead) console.error(`${link.file}:${link.line}: dead link ${link.target} (${link.reason})`);
  if (dead.length) {
    console.error(`docs link check: ${dead.length} dead link${dead.length === 1 ? '' : 's'} in ${files.length} files`);
    process.exit(1);
  }
  console.log(`docs link check: every link holds in ${files.length} files`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
