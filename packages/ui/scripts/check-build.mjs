// Checks the library build the way an app consumes it: the entry and its types; every module's CSS imports
// resolve, and no CSS file sits in dist/ unimported; the font stylesheets refer to woff2 files shipped beside
// them (not base64 blobs, not a CDN); and an app that imports one component gets that component's code and
// CSS, the theme and the fonts, and nothing of the components it leaves alone.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(packageDir, 'dist');
const problems = [];

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

for (const file of ['index.js', 'index.d.ts', 'theme/fonts.js']) {
  if (!existsSync(resolve(dist, file))) problems.push(`dist/${file} is missing.`);
}

const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
if (!Array.isArray(manifest.sideEffects)) {
  problems.push('package.json must list the files with side effects: the CSS and the fonts module.');
}
for (const declared of [manifest.sideEffects].flat().filter((path) => /^\.\/dist\/[^*]+$/.test(`${path}`))) {
  if (!existsSync(resolve(packageDir, declared))) {
    problems.push(`package.json declares side effects for ${declared}, which the build does not write.`);
  }
}

const files = existsSync(dist) ? filesUnder(dist) : [];
const importedCss = new Set();
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/^import ['"](\.[^'"]+\.css)['"];$/gm)) {
    const target = resolve(dirname(file), specifier);
    importedCss.add(target);
    if (!existsSync(target))
      problems.push(`dist/${relative(dist, file)} imports ${specifier}, which is missing.`);
  }
}
for (const file of files.filter((name) => name.endsWith('.css'))) {
  if (!importedCss.has(file)) problems.push(`dist/${relative(dist, file)} is imported by no module.`);
}

const fontStylesheets = files.filter(
  (name) => name.startsWith(resolve(dist, 'fonts')) && name.endsWith('.css'),
);
if (fontStylesheets.length === 0) problems.push('dist/fonts/ holds no font stylesheet.');
for (const file of fontStylesheets) {
  const name = `dist/${relative(dist, file)}`;
  const css = readFileSync(file, 'utf8');
  const urls = [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1]);
  if (!css.includes('@font-face')) problems.push(`${name} declares no @font-face.`);
  for (const url of urls) {
    if (url.startsWith('data:')) {
      problems.push(`${name} inlines a font as a data URL (${url.slice(0, 40)}...).`);
    } else if (/^(https?:)?\/\//.test(url)) {
      problems.push(`${name} fetches ${url} from another host.`);
    } else if (!existsSync(resolve(dirname(file), url))) {
      problems.push(`${name} refers to ${url}, which is not in dist/.`);
    }
  }
}

/**
 * Bundles a one-component app against dist/ as an app's Vite build would, and returns its JS, its CSS and the
 * kit's modules that left code in it.
 */
async function bundleAppUsing(component) {
  const appDir = mkdtempSync(join(tmpdir(), 'quizcoop-ui-app-'));
  try {
    const entry = join(appDir, 'main.js');
    writeFileSync(
      entry,
      `import { ${component} } from ${JSON.stringify(resolve(dist, 'index.js'))};\nwindow.app = ${component};\n`,
    );
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: appDir,
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        rollupOptions: {
          input: entry,
          external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
        },
      },
    });
    const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    const text = (file) => (file.type === 'chunk' ? file.code : String(file.source));
    const chunks = outputs.filter((file) => file.type === 'chunk');
    return {
      js: chunks.map(text).join('\n'),
      css: outputs
        .filter((file) => file.fileName.endsWith('.css'))
        .map(text)
        .join('\n'),
      kitModules: chunks.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([id, module]) => id.startsWith(dist) && module.renderedLength > 0)
          .map(([id]) => relative(dist, id)),
      ),
    };
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}

/** The first class a component's stylesheet defines, to look for in an app's CSS. */
function firstClassOf(stylesheet) {
  const css = readFileSync(resolve(dist, stylesheet), 'utf8');
  return /\.([\w-]+)[\s{:,[]/.exec(css)?.[1];
}

if (problems.length === 0) {
  const app = await bundleAppUsing('Button');
  const buttonClass = firstClassOf('components/Button/Button.css.ts.vanilla.css');
  const selectClass = firstClassOf('components/Select/Select.css.ts.vanilla.css');
  if (!app.css.includes('@font-face')) problems.push('An app using Button gets no fonts.');
  if (!app.css.includes(`.${buttonClass}`))
    problems.push(`An app using Button lacks its CSS (.${buttonClass}).`);
  if (app.css.includes(`.${selectClass}`))
    problems.push(`An app using only Button gets Select's CSS (.${selectClass}).`);
  if (!app.js.includes(buttonClass)) problems.push('An app using Button lacks its class names.');
  const otherComponents = app.kitModules.filter(
    (module) => module.startsWith('components/') && !module.startsWith('components/Button/'),
  );
  if (otherComponents.length > 0) {
    problems.push(`An app using only Button gets other components: ${otherComponents.join(', ')}.`);
  }
  for (const unused of ['@radix-ui/react-select', '@radix-ui/react-dialog']) {
    if (app.js.includes(unused)) problems.push(`An app using only Button imports ${unused}.`);
  }
}

if (problems.length > 0) {
  console.error(['The ui build is not fit to ship:', ...problems].join('\n  '));
  process.exit(1);
}
