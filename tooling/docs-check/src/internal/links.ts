import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { headingAnchors, markdownLinks } from './markdown';

/** A link that leads nowhere, as `file:line: target: why`. */
export type LinkProblem = string;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function webLinkProblem(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'is not a well-formed URL';
  }
  if (/\s/.test(target)) return 'has a space in it';
  if (url.hostname !== 'localhost' && !url.hostname.includes('.')) return 'has no host name';
  return null;
}

/**
 * Checks every link of the given Markdown files (paths relative to root) without the network: relative links
 * and images must name a file or folder inside the repository, `#anchors` a heading of the Markdown file they
 * point into, and http(s) links must be well-formed (they are not fetched).
 */
export function checkMarkdownLinks(root: string, files: readonly string[]): LinkProblem[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let known = anchorsOf.get(path);
    if (!known) {
      known = headingAnchors(readFileSync(path, 'utf8'));
      anchorsOf.set(path, known);
    }
    return known;
  };
  const problems: LinkProblem[] = [];
  for (const file of files) {
    const source = join(root, file);
    for (const { target, line } of markdownLinks(readFileSync(source, 'utf8'))) {
      const report = (why: string) => problems.push(`${file}:${line}: ${target}: ${why}`);
      if (/^https?:/i.test(target)) {
        const problem = webLinkProblem(target);
        if (problem) report(problem);
        continue;
      }
      if (/^mailto:/i.test(target)) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(target)) report('is not an email address');
        continue;
      }
      if (SCHEME.test(target)) continue;
      const hashAt = target.indexOf('#');
      const pathPart = hashAt === -1 ? target : target.slice(0, hashAt);
      const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
      let path: string;
      try {
        path = decodeURIComponent(pathPart);
      } catch {
        report('has a malformed escape');
        continue;
      }
      const resolved =
        path === '' ? source : path.startsWith('/') ? join(root, path) : resolve(dirname(source), path);
      if (resolved !== resolve(root) && !resolved.startsWith(resolve(root) + sep)) {
        report('leads outside the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report(`${relative(root, resolved)} does not exist`);
        continue;
      }
      if (anchor === null || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
      if (!anchors(resolved).has(anchor)) report(`${relative(root, resolved)} has no heading #${anchor}`);
    }
  }
  return problems;
}
