import { TestSession } from '@quizcoop/engine/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredBackendProvider, WithBackend } from '../../app/deferredBackend';
import { handBrowserTo, personalStorageFor } from '../../app/personalStorage';
import { SiteToaster } from '../../app/siteToasts';
import { READ_ALOUD_SETTINGS_KEY } from '../../game/readAloudSettings';
import { SAVED_SESSION_KEY } from '../../game/savedSession';
import { FakeSpeech, FakeUtterance, fakeVoice } from '../../testing/fakeSpeech';
import { deferredBackendOf, offlineClient } from '../../testing/offlineBackend';
import { GamePage } from './GamePage';
import { loadGamePlay } from './lazyGamePlay';

// Nothing answers the backend's address, so no set list or questions arrive: what is checked here is what the
// session's setup decides about the controls, for a signed-out visitor. The journeys with real sets run in e2e.

/** Renders /game and waits until setup is the visitor's own and takes input. */
async function renderSetup(): Promise<void> {
  render(
    <DeferredBackendProvider backend={deferredBackendOf(offlineClient())}>
      <MemoryRouter initialEntries={['/game']}>
        <WithBackend>{() => <GamePage />}</WithBackend>
      </MemoryRouter>
      <SiteToaster />
    </DeferredBackendProvider>,
  );
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Game Setup' }).closest('fieldset')).toBeEnabled(),
  );
}

function setAsideNotice() {
  return screen.getByText('A game is still in progress').closest<HTMLElement>('[role="status"]')!;
}

/** Keeps a play session for the signed-out visitor whose game, one answer in, was set aside for setup. */
async function keepSessionWithGameSetAside(): Promise<void> {
  const played = new TestSession({ isPremium: false });
  await played.setUp(['animals', 'maths']);
  played.start().answer(true).send({ type: 'teacher.setAside' });
  personalStorageFor(null).tab.setItem(
    SAVED_SESSION_KEY,
    JSON.stringify(played.actor.getPersistedSnapshot()),
  );
  played.actor.stop();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  handBrowserTo(null);
});

describe('GameSetup', () => {
  // Setup's read-aloud section arrives in a chunk of its own; fetched once here, no test waits it out.
  beforeAll(async () => {
    await import('./ReadAloudSetup');
  }, 30_000);

  it('offers Add Player below four players, and remove buttons only while another player remains', async () => {
    const user = userEvent.setup();
    await renderSetup();
    const addPlayer = await screen.findByRole('button', { name: 'Add Player' });
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    await user.click(addPlayer);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  });

  it('disables Start Game while a name is blank', async () => {
    const user = userEvent.setup();
    await renderSetup();
    const name = await screen.findByPlaceholderText('Player 1 name / team name');
    const start = screen.getByRole('button', { name: 'Start Game' });
    expect(start).toBeEnabled();
    await user.clear(name);
    expect(start).toBeDisabled();
    await user.type(name, 'Owls');
    expect(start).toBeEnabled();
  });

  it("explains a missing set when Start Game is pressed: 'Please select a question set for all players'", async () => {
    const user = userEvent.setup();
    await renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Start Game' }));
    expect(await screen.findByText('Please select a question set for all players')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game Setup' })).toBeInTheDocument();
  });

  describe('a game set aside', () => {
    beforeAll(async () => {
      await loadGamePlay();
    }, 30_000);

    it('is offered back, the roster locked until the teacher resumes it', async () => {
      await keepSessionWithGameSetAside();
      const user = userEvent.setup();
      await renderSetup();
      const notice = setAsideNotice();
      expect(screen.getByRole('button', { name: 'Start Game' })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Player 1 Name' })).toBeDisabled();

      await user.click(within(notice).getByRole('button', { name: 'Resume game' }));
      expect(await screen.findByRole('heading', { name: "Player 2's Turn" })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Game Setup' })).not.toBeInTheDocument();
    });

    it('ends on Start over, leaving a new roster of one default player', async () => {
      await keepSessionWithGameSetAside();
      const user = userEvent.setup();
      await renderSetup();
      await user.click(await screen.findByRole('button', { name: 'Start over' }));
      expect(screen.queryByText('A game is still in progress')).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: /^Player \d$/ })).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Player 1 Name' })).toBeEnabled();
    });
  });

  it("offers the last game's teams after it, and takes them back in one press", async () => {
    const played = new TestSession({ isPremium: false });
    await played.setUp(['animals', 'maths']);
    played
      .send({ type: 'teacher.renamePlayer', playerId: 1, name: 'Owls' })
      .send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Foxes' })
      .start()
      .endGame()
      .returnToSetup();
    personalStorageFor(null).tab.setItem(
      SAVED_SESSION_KEY,
      JSON.stringify(played.actor.getPersistedSnapshot()),
    );
    played.actor.stop();
    const user = userEvent.setup();
    await renderSetup();
    expect(screen.getAllByRole('heading', { name: /^Player \d$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Use last teams' }));
    expect(screen.getByRole('textbox', { name: 'Player 1 Name' })).toHaveValue('Owls');
    expect(screen.getByRole('textbox', { name: 'Player 2 Name' })).toHaveValue('Foxes');
  });

  it('offers no last teams before a game has been played', async () => {
    await renderSetup();
    await screen.findByRole('button', { name: 'Add Player' });
    expect(screen.queryByRole('button', { name: 'Use last teams' })).not.toBeInTheDocument();
  });

  it('offers Young class mode, off until the teacher turns it on', async () => {
    const user = userEvent.setup();
    await renderSetup();
    const youngClass = await screen.findByRole('switch', { name: 'Young class mode' });
    expect(youngClass).not.toBeChecked();
    await user.click(youngClass);
    expect(youngClass).toBeChecked();
  });

  describe('the turn timer', () => {
    // jsdom lays nothing out, so it lacks the scrolling and pointer capture the open list calls on.
    beforeAll(() => {
      Element.prototype.scrollIntoView ??= () => undefined;
      Element.prototype.hasPointerCapture ??= () => false;
      Element.prototype.releasePointerCapture ??= () => undefined;
    });

    it('is off until the teacher chooses how long each question may take', async () => {
      const user = userEvent.setup();
      await renderSetup();
      const timer = await screen.findByRole('combobox', { name: 'Turn timer' });
      expect(timer).toHaveTextContent('Off');
      timer.focus();
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: '30 seconds' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Turn timer' })).toHaveTextContent('30 seconds'),
      );
    });
  });

  // Each test draws setup and then, as the page's folded parts are, the section in a transition: more work
  // than the others, which a busy machine stretches past the default five seconds.
  describe('Read aloud', { timeout: 15_000 }, () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      sessionStorage.clear();
    });

    it('offers the voices as they arrive and keeps the choices for the games of this tab', async () => {
      const speech = new FakeSpeech();
      vi.stubGlobal('speechSynthesis', speech);
      vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
      const user = userEvent.setup();
      await renderSetup();
      await screen.findByRole('button', { name: 'Add Player' });
      expect(screen.queryByText('Read aloud', { selector: 'summary' })).not.toBeInTheDocument();
      // The section waits until the teacher first reaches for the page (or the page has settled).
      fireEvent.pointerDown(document.body);
      await user.click(await screen.findByText('Read aloud', { selector: 'summary' }));
      expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveAccessibleDescription(
        'This browser lists no voices; its default voice reads.',
      );
      act(() => speech.loadVoices([fakeVoice('Daniel', 'en-GB')]));
      expect(screen.getByRole('combobox', { name: 'Voice' })).not.toHaveAccessibleDescription();

      await user.click(screen.getByRole('switch', { name: 'Read each new question automatically' }));
      fireEvent.change(screen.getByRole('slider', { name: 'Speaking rate' }), { target: { value: '0.7' } });
      expect(JSON.parse(sessionStorage.getItem(READ_ALOUD_SETTINGS_KEY) ?? 'null')).toEqual({
        voiceURI: null,
        rate: 0.7,
        autoRead: true,
      });
    });

    it('says so in a browser that cannot read aloud', async () => {
      vi.stubGlobal('speechSynthesis', undefined);
      Reflect.deleteProperty(window, 'speechSynthesis');
      await renderSetup();
      await screen.findByRole('button', { name: 'Add Player' });
      fireEvent.keyDown(document.body, { key: 'Tab' });
      await userEvent.click(await screen.findByText('Read aloud', { selector: 'summary' }));
      expect(screen.getByText('Your browser cannot read aloud')).toBeVisible();
      expect(screen.queryByRole('switch', { name: /automatically/ })).not.toBeInTheDocument();
    });
  });
});
