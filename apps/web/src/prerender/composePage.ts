/** The app's empty root in the built index.html, which a rendered page fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Each stylesheet of the build, by its URL path, with the class names its selectors name. */
type StylesheetClasses = ReadonlyMap<string, ReadonlySet<string>>;

/** The class names each stylesheet's selectors name, from the stylesheets' text by URL path. */
export function stylesheetClasses(sheets: Iterable<readonly [href: string, css: string]>): StylesheetClasses {
  return new Map(
    [...sheets].map(([href, css]) => [
      href,
      new Set([...css.matchAll(CLASS_SELECTOR)].map(([, name]) => name!)),
    ]),
  );
}

/** The class names a page's markup uses. */
function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of markup.matchAll(CLASS_ATTRIBUTE))
    for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The page drawn with this markup: the frame (the built index.html with its head script and starter) with the
 * markup in its root, a link to every stylesheet that styles the markup, and what else the head should carry.
 * The app would fetch the stylesheets of its lazily loaded parts only when their code runs; a page drawn
 * before that must name them.
 */
export function composePage(frame: string, markup: string, sheets: StylesheetClasses, head = ''): string {
  if (!frame.includes(ROOT_ELEMENT) || !frame.includes('</head>'))
    throw new Error(`The page frame has no ${ROOT_ELEMENT} or no </head>.`);
  const used = classesIn(markup);
  const links = [...sheets]
    .filter(
      ([href, classes]) => !frame.includes(`href="${href}"`) && [...classes].some((name) => used.has(name)),
    )
    .map(([href]) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return frame
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`)
    .replace('</head>', () => `${[...links, head].filter(Boolean).join('\n')}\n</head>`);
}
