/** The content codings the build stores beside each compressible file, best first. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Each coding's quality from an Accept-Encoding header; a coding the header does not name is absent. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...parameters] = entry.trim().toLowerCase().split(';');
    if (!name || found.has(name)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter);
      if (match?.[1]) quality = Number(match[1]);
    }
    if (!Number.isNaN(quality)) found.set(name, quality);
  }
  return found;
}

/** The codings a client accepts, best first: Brotli before gzip, and none it gives a quality of 0. */
export function acceptedCodings(header: string | undefined): ContentCoding[] {
  if (!header) return [];
  const found = qualities(header);
  const wildcard = found.get('*') ?? 0;
  return CONTENT_CODINGS.filter((coding) => {
    const quality = found.get(coding) ?? (coding === 'gzip' ? found.get('x-gzip') : undefined) ?? wildcard;
    return quality > 0;
  });
}

/** Whether If-None-Match names this entity tag (or any, with `*`); W/ prefixes compare weakly, as RFC 9110 asks. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
