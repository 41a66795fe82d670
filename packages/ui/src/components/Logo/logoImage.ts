// A stand-in logo for stories: the real one is served from the app's storage bucket.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">
<rect width="300" height="100" rx="20" fill="#FCBB1C"/>
<circle cx="52" cy="50" r="30" fill="#FE691C"/>
<path d="M40 30 l6 -14 l6 14 l6 -14 l6 14" fill="#FE2602"/>
<circle cx="60" cy="46" r="4" fill="#1A140E"/>
<path d="M80 50 l14 5 l-14 5z" fill="#B00238"/>
<text x="105" y="64" font-family="Fredoka, sans-serif" font-size="40" font-weight="600" fill="#1A140E">Quiz Coop</text>
</svg>`;

export const storyLogoSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** An address that fails to load, to show the fallback. */
export const brokenLogoSrc = 'data:image/png;base64,bm90IGFuIGltYWdl';
