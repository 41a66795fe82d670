import { MAX_PLAYERS } from '@quizcoop/engine';
import { Button } from '@quizcoop/ui';

const blurbs = [
  {
    title: 'Differentiated learning',
    text: "Give each student or team a different question set, so every challenge fits each student's needs in one shared game.",
  },
  {
    title: 'Multiplayer gameplay',
    text: `Up to ${MAX_PLAYERS} players or teams take turns in rounds on one screen.`,
  },
  {
    title: 'Create and share',
    text: 'Make your own games or play question sets from other educators.',
  },
];

export function LandingPage() {
  return (
    <main>
      <h1>Quiz Coop</h1>
      <p>Challenges customized for each student&apos;s needs, in one shared game.</p>
      <ul>
        {blurbs.map((blurb) => (
          <li key={blurb.title}>
            <h2>{blurb.title}</h2>
            <p>{blurb.text}</p>
          </li>
        ))}
      </ul>
      <Button size="lg">Start Playing</Button>
    </main>
  );
}
