const planetSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="#0b1d33"/>
<circle cx="240" cy="160" r="90" fill="#e3b26b"/>
<path d="M150 150h180M160 175h160" stroke="#b9824a" stroke-width="10"/>
<ellipse cx="240" cy="170" rx="170" ry="34" fill="none" stroke="#f3dfb5" stroke-width="8"/>
</svg>`;

/** A question's picture as an author would give it; shared by the game components' stories. */
export const planet = {
  src: `data:image/svg+xml,${encodeURIComponent(planetSvg)}`,
  alt: 'A golden planet circled by a wide, pale ring',
  attribution: 'Illustration: Quiz Coop',
};
