import { crown } from './CrownIcon.css';

/** First place's crown. Decorative: the rank is always said in words beside it. */
export function CrownIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={crown} data-crown="">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </svg>
  );
}
