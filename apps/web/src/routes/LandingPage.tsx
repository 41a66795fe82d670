import { MAX_PLAYERS } from '@quizcoop/engine/rules';
import { Button, Card, Logo, sprinkles } from '@quizcoop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CentredPage } from '../app/SiteLayout';
import { useDeferredBackend } from '../app/deferredBackend';
import { SIGN_IN_NEEDED_NOTICE } from '../app/handedOverNotice';
import { toast } from '../app/siteToasts';
import { ISLANDS, islandAttributes } from '../islands/markers';

const LANDING_TOASTS = {
  signInNeeded: SIGN_IN_NEEDED_NOTICE,
  checkFailed: 'Error checking authentication',
} as const;

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

/** The landing page: the logo, the three blurbs, and Start Playing, which needs a signed-in teacher. */
export function LandingPage() {
  const deferredBackend = useDeferredBackend();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const startPlaying = async () => {
    setChecking(true);
    try {
      const backend = await deferredBackend.load();
      if (await backend.currentSession()) {
        void navigate('/game');
        return;
      }
      toast.info(LANDING_TOASTS.signInNeeded);
    } catch {
      toast.error(LANDING_TOASTS.checkFailed);
    }
    setChecking(false);
    void navigate('/auth');
  };

  return (
    <CentredPage centredText>
      <h1>
        <Logo src={deferredBackend.logoUrl} size="lg" />
      </h1>
      <p>Challenges customized for each student&apos;s needs, in one shared game.</p>
      <ul
        className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 3 }, gap: 'md' })}
        style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: '64rem' }}
      >
        {blurbs.map((blurb) => (
          <Card.Root as="li" key={blurb.title} padding="md">
            <Card.Title>{blurb.title}</Card.Title>
            <Card.Description>{blurb.text}</Card.Description>
          </Card.Root>
        ))}
      </ul>
      <Button
        size="lg"
        busy={checking}
        busyLabel="Checking..."
        onClick={() => void startPlaying()}
        {...islandAttributes(ISLANDS.startPlaying)}
      >
        Start Playing
      </Button>
    </CentredPage>
  );
}
