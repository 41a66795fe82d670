import { Link } from 'react-router';
import type { InfoPageContent } from './infoContent';
import { contactLink, reportLink } from './infoContent';

/** Where a teacher who needs more turns to: /accessibility and /support. */
export const SUPPORT_PAGES = {
  '/accessibility': {
    title: 'Accessibility',
    intro: 'Quiz Coop is meant for every student and every teacher, including those with disabilities.',
    sections: [
      {
        heading: 'Our commitment',
        body: (
          <p>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page. We
            test each page with automated accessibility checks and by hand with the keyboard.
          </p>
        ),
      },
      {
        heading: 'What we have built in',
        body: (
          <ul>
            <li>
              Everything works with the keyboard, and the game has single-key controls listed on How to Play.
            </li>
            <li>
              Text and controls meet contrast requirements, and a projector theme raises contrast further.
            </li>
            <li>Every picture in a question carries alternative text.</li>
            <li>Animations are reduced when your system asks for reduced motion.</li>
            <li>The Atkinson Hyperlegible typeface keeps letters easy to tell apart.</li>
          </ul>
        ),
      },
      {
        heading: 'Report a barrier',
        body: (
          <p>
            If something stops you or a student from using Quiz Coop, please tell us through {reportLink} and
            choose &ldquo;Accessibility barrier&rdquo;, or write to {contactLink}. Tell us the page, what you
            were trying to do and the assistive technology you use. We reply within five working days and
            treat barriers as bugs to fix first.
          </p>
        ),
      },
    ],
  },
  '/support': {
    title: 'Contact Us',
    intro: 'We are glad to help teachers and schools get the most out of Quiz Coop.',
    sections: [
      {
        heading: 'Email',
        body: <p>Write to {contactLink}. We answer within two working days.</p>,
      },
      {
        heading: 'Something not working?',
        body: (
          <p>
            Use {reportLink}. Describe what you did and what you saw; it helps us fix the problem quickly.
          </p>
        ),
      },
      {
        heading: 'Help yourself',
        body: (
          <ul>
            <li>
              <Link to="/help">How to Play</Link>: setting up, turns, points and the Score Scramble.
            </li>
            <li>
              <Link to="/faq">Frequently Asked Questions</Link>.
            </li>
            <li>
              Billing: manage or cancel premium from your <Link to="/profile">profile</Link>.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Schools and districts',
        body: (
          <p>
            For self-hosting, data protection agreements or a deletion request for a whole school, write to{' '}
            {contactLink} from your school address.
          </p>
        ),
      },
    ],
  },
} satisfies Record<'/accessibility' | '/support', InfoPageContent>;
