import {
  FREE_SCRAMBLE_LIMIT,
  MAX_PLAYERS,
  POINT_VALUES,
  SCRAMBLE_EVERY_ROUNDS,
  WHEEL_SEGMENTS,
} from '@quizcoop/engine/rules';
import { Table } from '@quizcoop/ui';
import { Link } from 'react-router';
import { GAME_KEYS } from '../../game/gameKeys';
import type { InfoPageContent } from './infoContent';
import { contactLink, reportLink } from './infoContent';

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

/** What Quiz Coop is and how a class plays it: /about, /help and /faq. */
export const GUIDE_PAGES = {
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
} satisfies Record<'/about' | '/help' | '/faq', InfoPageContent>;
