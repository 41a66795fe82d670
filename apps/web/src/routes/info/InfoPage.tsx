import { useLocation } from 'react-router';
import { SitePage } from '../../app/SiteLayout';
import { NotFoundPage } from '../site/NotFoundPage';
import { INFO_PAGES } from './infoPages';

/** Every information page (/about, /help, /faq, …), drawn from its content in INFO_PAGES. */
export function InfoPage() {
  const { pathname } = useLocation();
  const page = INFO_PAGES[pathname.replace(/\/+$/, '')];
  if (!page) return <NotFoundPage />;
  return (
    <SitePage title={page.title} intro={page.intro}>
      {page.sections.map(({ heading, body }) => (
        <section key={heading} aria-label={heading}>
          <h2>{heading}</h2>
          {body}
        </section>
      ))}
    </SitePage>
  );
}
