/** A link, image or reference target written in a Markdown file, with the line it is on (from 1). */
export interface MarkdownLink {
  target: string;
  line: number;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const HTML_ANCHOR = /<a\s[^>]*\b(?:id|name)="([^"]+)"/g;
const INLINE_TARGET = /\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const HTML_TARGET = /<(?:a|img|source)\s[^>]*\b(?:href|src)="([^"]+)"/g;
const AUTOLINK = /<((?:https?|mailto):[^>\s]+)>/g;

/** The lines of a Markdown text that are prose, each with its number: fenced code blocks are left out. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (fence === null && opening) {
      fence = opening;
      return;
    }
    if (fence !== null) {
      if (text.trim().startsWith(fence[0]!.repeat(fence.length))) fence = null;
      return;
    }
    lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** Inline code spans hold examples, never links. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)(?:(?!\1).)+?\1/g, '');
}

/** The text GitHub shows for a heading's Markdown: links become their text, tags and code marks go. */
function renderedHeadingText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
}

/** The anchor GitHub gives a heading with this text (github-slugger's rule, before numbering repeats). */
export function githubSlug(headingText: string): string {
  return renderedHeadingText(headingText)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a link may point at in this Markdown: each heading's slug (repeats numbered) and HTML ids. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = ATX_HEADING.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    }
    for (const match of text.matchAll(HTML_ANCHOR)) anchors.add(match[1]!);
  }
  return anchors;
}

function unwrap(target: string): string {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/** Every link and image target of a Markdown text: inline, reference definitions, HTML and autolinks. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = withoutCodeSpans(text);
    const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
    if (definition) links.push({ target: unwrap(definition), line });
    for (const pattern of [INLINE_TARGET, HTML_TARGET, AUTOLINK]) {
      for (const match of prose.matchAll(pattern)) links.push({ target: unwrap(match[1]!), line });
    }
  }
  return links;
}

/** The rows of every table in a Markdown text, each split into its trimmed cells, with its line. */
export function tableRows(markdown: string): { cells: string[]; line: number }[] {
  return proseLines(markdown)
    .filter(({ text }) => text.trimStart().startsWith('|'))
    .map(({ text, line }) => ({
      cells: text
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
      line,
    }))
    .filter(({ cells }) => !cells.every((cell) => /^:?-+:?$/.test(cell)));
}
