import { Link } from 'react-router';
import { CookieSettingsButton } from '../../app/cookiesConsent';
import type { InfoPageContent } from './infoContent';
import { contactLink } from './infoContent';

/** What Quiz Coop promises about data, use and safety: /privacy, /privacy-pledge, /terms and /security. */
export const POLICY_PAGES = {
  '/privacy': {
    title: 'Privacy Policy',
    intro:
      'This policy explains what Quiz Coop stores, why, and the choices you have. It is written to be read by teachers, parents and school administrators.',
    sections: [
      {
        heading: 'What we store about teachers',
        body: (
          <ul>
            <li>Your email address and password (stored only as a secure hash), to let you sign in.</li>
            <li>Your username, and whether you agreed to our terms and want emails from us.</li>
            <li>The question sets you create and star.</li>
            <li>
              The games you play, for your reports: when each was played, its teams&apos; names, colours and
              scores, and each question asked with how it was answered. You can delete a game, choose how long
              games are kept, or stop keeping them, from your profile.
            </li>
            <li>
              Your subscription status, if you upgrade. Card details go to the payment provider, never to us.
            </li>
          </ul>
        ),
      },
      {
        heading: 'What we store about students',
        body: (
          <p>
            Nothing that identifies them. A game you keep holds the player or team names you typed and nothing
            else about a student; if you stop keeping games, those names live only in the browser that runs
            the game.
          </p>
        ),
      },
      {
        heading: 'Newsletter and problem reports',
        body: (
          <p>
            If you sign up for the newsletter, we keep your email address once you confirm it, and you can
            unsubscribe at any time. A problem report keeps what you wrote, the page you were on and, only if
            you give it, an email address to answer you.
          </p>
        ),
      },
      {
        heading: 'Cookies and local storage',
        body: (
          <>
            <p>
              Necessary storage keeps you signed in and remembers your cookie choices. Analytics, preference
              and marketing cookies are used only if you allow them, and you can change your choice at any
              time.
            </p>
            <CookieSettingsButton />
          </>
        ),
      },
      {
        heading: 'Your rights',
        body: (
          <p>
            You can download everything we hold about you, and delete your account and all of its data, from
            your <Link to="/profile">profile</Link>. For any other request write to {contactLink}.
          </p>
        ),
      },
    ],
  },
  '/privacy-pledge': {
    title: 'Student Privacy Pledge',
    intro: 'Our promises about student data, in plain words. They apply to every school, free or premium.',
    sections: [
      {
        heading: 'No advertising',
        body: <p>Quiz Coop shows no ads, to students or to teachers, and never will.</p>,
      },
      {
        heading: 'No selling',
        body: <p>We do not sell, rent or trade any data about students, teachers or schools to anyone.</p>,
      },
      {
        heading: 'No profiling',
        body: (
          <p>
            We do not build profiles of students, track them across sites or use their answers for anything
            but the game in front of them.
          </p>
        ),
      },
      {
        heading: 'Only what the game needs',
        body: (
          <p>
            Students do not have accounts. Player names are kept only in the teacher&apos;s own games, which
            the teacher can delete or stop keeping. We collect the least data that lets teachers run their
            games.
          </p>
        ),
      },
      {
        heading: 'Deletion on request',
        body: (
          <p>
            A teacher can delete their account and everything in it from their{' '}
            <Link to="/profile">profile</Link> at any time. A school can ask us to delete all of its data by
            writing to {contactLink}; we confirm once it is done.
          </p>
        ),
      },
      {
        heading: 'Your data, your servers',
        body: (
          <p>
            Schools that prefer can host Quiz Coop themselves, so student-related data never leaves their own
            network.
          </p>
        ),
      },
    ],
  },
  '/terms': {
    title: 'Terms of Service',
    intro:
      'The agreement between you and Quiz Coop when you use the service. Please read it before signing up.',
    sections: [
      {
        heading: 'Using Quiz Coop',
        body: (
          <p>
            Quiz Coop is for educational use. You need an account to create question sets and use the library;
            keep your password to yourself and tell us if you think someone else has used your account.
          </p>
        ),
      },
      {
        heading: 'Your content',
        body: (
          <p>
            Question sets you create remain yours. When you make a set public, you allow other educators to
            play it and, with premium, to copy it for their own classes. Do not upload material you have no
            right to share, or pictures of students.
          </p>
        ),
      },
      {
        heading: 'Premium subscriptions',
        body: (
          <p>
            Premium is paid monthly or yearly through our payment provider. You can cancel from your profile;
            the subscription then ends at the close of the period you paid for.
          </p>
        ),
      },
      {
        heading: 'Acceptable use',
        body: (
          <p>
            Do not use Quiz Coop to harass anyone, to share unlawful or harmful material, or to break or
            overload the service. We may remove content or close accounts that do.
          </p>
        ),
      },
      {
        heading: 'Changes and contact',
        body: (
          <p>
            If these terms change we will tell account holders by email before the change applies. Questions
            go to {contactLink}.
          </p>
        ),
      },
    ],
  },
  '/security': {
    title: 'Data Security',
    intro: 'How Quiz Coop protects the accounts and data entrusted to it.',
    sections: [
      {
        heading: 'Accounts',
        body: (
          <ul>
            <li>Passwords must be strong and are stored only as bcrypt hashes.</li>
            <li>Sessions expire and are renewed securely; signing out ends them on the server.</li>
            <li>Sign-in attempts are rate limited to slow down password guessing.</li>
          </ul>
        ),
      },
      {
        heading: 'Access to data',
        body: (
          <p>
            Every table in the database carries row-level security rules, so each request can only read and
            change what its own account may. Private question sets are visible only to their authors, and
            premium questions are withheld by the server itself.
          </p>
        ),
      },
      {
        heading: 'In transit and at rest',
        body: (
          <p>
            Quiz Coop is served over HTTPS in production. Self-hosting schools keep their database and
            uploaded files on their own servers and back them up as they do their other systems.
          </p>
        ),
      },
      {
        heading: 'Reporting a vulnerability',
        body: (
          <p>
            If you believe you have found a security problem, write to {contactLink} with the details. Please
            do not share it publicly until we have fixed it; we reply within a few working days.
          </p>
        ),
      },
    ],
  },
} satisfies Record<'/privacy' | '/privacy-pledge' | '/terms' | '/security', InfoPageContent>;
