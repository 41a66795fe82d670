import {
  FREE_SCRAMBLE_LIMIT,
  MAX_PLAYERS,
  POINT_VALUES,
  SCRAMBLE_EVERY_ROUNDS,
  WHEEL_SEGMENTS,
} from '@quizcoop/engine';
import { Table } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../../app/cookiesConsent';
import { CONTACT_EMAIL } from '../../app/SiteLayout';
import { GAME_KEYS } from '../../game/gameKeys';
import type { INFO_PATHS } from './infoPaths';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}

const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
const reportLink = <Link to="/report-problem">Report a Problem</Link>;

function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

const pointsTable = (
  <Table.Root>
    <Table.Caption>How many points a question is worth</Table.Caption>
    <Table.Head>
      <Table.Row>
        <Table.HeaderCell scope="col">Points</Table.HeaderCell>
        <Table.HeaderCell scope="col">How often</Table.HeaderCell>
      </Table.Row>
    </Table.Head>
    <Table.Body>
      {POINT_VALUES.map(({ points, weight }) => (
        <Table.Row key={points}>
          <Table.Cell>{points}</Table.Cell>
          <Table.Cell>{Math.round(weight * 100)}% of questions</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
);

const wheelTable = (
  <Table.Root>
    <Table.Caption>The Score Scramble wheel: every outcome is equally likely</Table.Caption>
    <Table.Head>
      <Table.Row>
        <Table.HeaderCell scope="col">Points</Table.HeaderCell>
        <Table.HeaderCell scope="col">The wheel says</Table.HeaderCell>
      </Table.Row>
    </Table.Head>
    <Table.Body>
      {WHEEL_SEGMENTS.map(({ points, message }) => (
        <Table.Row key={points}>
          <Table.Cell>{signedPoints(points)}</Table.Cell>
          <Table.Cell>{message}</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
);

const keysTable = (
  <Table.Root>
    <Table.Caption>Keyboard controls during a game</Table.Caption>
    <Table.Head>
      <Table.Row>
        <Table.HeaderCell scope="col">Key</Table.HeaderCell>
        <Table.HeaderCell scope="col">What it does</Table.HeaderCell>
      </Table.Row>
    </Table.Head>
    <Table.Body>
      {GAME_KEYS.map(({ keys, action }) => (
        <Table.Row key={keys + action}>
          <Table.Cell>
            <kbd>{keys}</kbd>
          </Table.Cell>
          <Table.Cell>{action}</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
);

type InfoPath = (typeof INFO_PATHS)[number];

/** The information pages of spec §2, written for teachers and school administrators. */
export const INFO_PAGES: Readonly<Record<string, InfoPageContent>> = {
  '/about': {
    title: 'About Quiz Coop',
    intro:
      'Quiz Coop is a quiz game for the classroom screen, built so that every student can play the same game at the level that suits them.',
    sections: [
      {
        heading: 'One game, different challenges',
        body: (
          <p>
            Up to {MAX_PLAYERS} players or teams share one screen, and each of them plays their own question
            set. A group working on fractions and a group practising times tables can take turns in the same
            game, score in the same scoreboard and cheer for the same Score Scramble.
          </p>
        ),
      },
      {
        heading: 'Made with teachers',
        body: (
          <ul>
            <li>Build your own question sets, with pictures and multiple-choice answers.</li>
            <li>Browse the public library of sets shared by other educators, and star the ones you use.</li>
            <li>
              Assign a set to each player before the game, so setup takes seconds in front of the class.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Student data stays with the school',
        body: (
          <p>
            Students do not need accounts: only the teacher signs in. A school or district can run Quiz Coop
            on its own server with its own database, so nothing about its classes leaves the building. Read
            our <Link to="/privacy-pledge">Student Privacy Pledge</Link>.
          </p>
        ),
      },
      {
        heading: 'Free and premium',
        body: (
          <p>
            Quiz Coop is free to play, with {FREE_SCRAMBLE_LIMIT} Score Scrambles per play session. Premium
            adds unlimited games, premium questions and copying public sets into your own collection. See{' '}
            <Link to="/pricing">Pricing</Link>.
          </p>
        ),
      },
    ],
  },
  '/help': {
    title: 'How to Play',
    intro:
      'Everything you need to run a game of Quiz Coop on the classroom screen, from setting up players to the Score Scramble.',
    sections: [
      {
        heading: 'Set up the game',
        body: (
          <ol>
            <li>
              Open <Link to="/game">Play</Link>. You start with one player; use Add Player for up to{' '}
              {MAX_PLAYERS} players or teams.
            </li>
            <li>Type each player&apos;s or team&apos;s name and pick a colour.</li>
            <li>
              Choose a question set for every player. The list shows your own sets and the sets you starred in
              the <Link to="/library">library</Link>, each with its number of questions.
            </li>
            <li>Press Start Game once every player has a name and a set and the questions have loaded.</li>
          </ol>
        ),
      },
      {
        heading: 'Taking turns',
        body: (
          <p>
            Players answer in turn, in the order of the setup. When the last player has answered, a new round
            begins. Each player gets questions from their own set and no question repeats until the whole set
            has been asked; Quiz Coop warns you before a set starts to repeat.
          </p>
        ),
      },
      {
        heading: 'Answering',
        body: (
          <ul>
            <li>
              For an open question, the student answers aloud, then you press Show Answer and mark it Correct
              or Incorrect.
            </li>
            <li>
              For a multiple-choice question, choose one of the options; Quiz Coop shows whether it was right,
              then Continue moves on.
            </li>
            <li>
              Bonus questions double the points when answered correctly. Punishment questions take the points
              away when answered wrongly. Any other wrong answer scores nothing.
            </li>
          </ul>
        ),
      },
      { heading: 'Points', body: pointsTable },
      {
        heading: 'The Score Scramble',
        body: (
          <>
            <p>
              Every {SCRAMBLE_EVERY_ROUNDS} completed rounds the Score Scramble begins: each player in turn
              pulls the lever and the wheel adds or takes away points. The scoreboard counts down the turns
              until the next one. Free accounts get {FREE_SCRAMBLE_LIMIT} Score Scrambles per play session;
              premium is unlimited.
            </p>
            {wheelTable}
          </>
        ),
      },
      {
        heading: 'Keyboard controls',
        body: (
          <>
            <p>
              Every button works with the mouse, touch and the keyboard (Tab and Enter). During a game these
              keys also work from anywhere on the page, which suits a presentation clicker:
            </p>
            {keysTable}
          </>
        ),
      },
      {
        heading: 'Ending a game',
        body: (
          <p>
            End Game shows the results: players ranked by score, and for each player the accuracy and every
            question they answered. Return to Setup starts a new game.
          </p>
        ),
      },
    ],
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers to what teachers and school administrators ask us most.',
    sections: [
      {
        heading: 'Do my students need accounts?',
        body: (
          <p>
            No. Only the teacher who runs the game signs in. Students play on the shared screen and we never
            ask for their names or details; a team name such as &ldquo;Owls&rdquo; works just as well.
          </p>
        ),
      },
      {
        heading: 'How many players can play at once?',
        body: (
          <p>
            From 1 to {MAX_PLAYERS} players or teams, each with its own question set. For a larger class, play
            in teams.
          </p>
        ),
      },
      {
        heading: 'Can I make my own questions?',
        body: (
          <p>
            Yes. Under <Link to="/questions">My Question Sets</Link> you can create sets with open questions,
            multiple-choice questions, bonus and punishment questions, and pictures with alternative text.
          </p>
        ),
      },
      {
        heading: 'What does premium add?',
        body: (
          <p>
            Unlimited Score Scrambles, premium questions in the library, and copying public sets to adapt
            them. Details and prices are on the <Link to="/pricing">Pricing</Link> page.
          </p>
        ),
      },
      {
        heading: 'Can our school host Quiz Coop itself?',
        body: (
          <p>
            Yes. Quiz Coop runs on a single server with its own database (PostgreSQL for larger
            installations), so a school or district can keep all data on its own network. Write to{' '}
            {contactLink} for help.
          </p>
        ),
      },
      {
        heading: 'What happens if the page reloads during a game?',
        body: (
          <p>
            The game is saved in the browser as you play, and Quiz Coop offers to continue where you were.
          </p>
        ),
      },
      {
        heading: 'I found a mistake in a question. What should I do?',
        body: (
          <p>Use {reportLink} and choose &ldquo;Question content&rdquo;; tell us the set and the question.</p>
        ),
      },
    ],
  },
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
              Your subscription status, if you upgrade. Card details go to the payment provider, never to us.
            </li>
          </ul>
        ),
      },
      {
        heading: 'What we store about students',
        body: (
          <p>
            Nothing that identifies them. Player and team names live only in the browser that runs the game
            and are never sent to our servers.
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
            Students do not have accounts. Player names stay in the classroom&apos;s browser. We collect the
            least data that lets teachers run their games.
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
} satisfies Record<InfoPath, InfoPageContent>;
