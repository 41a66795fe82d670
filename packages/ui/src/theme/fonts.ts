// Bundled from npm so no page ever asks a font CDN; the library build ships them in dist/fonts/.
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/fredoka/600.css';
