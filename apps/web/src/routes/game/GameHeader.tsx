import { useLogoUrl } from '@quizcoop/api/react';
import { END_GAME_CONFIRMATION } from '@quizcoop/engine/rules';
import type { SoundStatus } from '@quizcoop/ui';
import { AlertDialog, Button, Header, Logo, MuteToggle, Switch } from '@quizcoop/ui';
import { useRef } from 'react';
import { AccountMenu } from '../../app/AccountMenu';
import { renderRouterLink } from '../../app/routerLink';

export interface GameHeaderProps {
  isPremium: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  soundStatus: SoundStatus;
  projectorTheme: boolean;
  onProjectorThemeChange: (on: boolean) => void;
  /** Called once the teacher confirms: a game it ends cannot go on. */
  onEndGame: () => void;
  onSetup: () => void;
  /** Whether the page can go fullscreen here, whether it is, and the switch (its key is F). */
  fullscreen: { available: boolean; on: boolean; toggle: () => void };
}

/**
 * The play screen's header: logo, mute toggle, the projector theme, Fullscreen, 'End Game' (which asks first),
 * 'Setup' and the profile menu.
 */
export function GameHeader({
  isPremium,
  muted,
  onMutedChange,
  soundStatus,
  projectorTheme,
  onProjectorThemeChange,
  onEndGame,
  onSetup,
  fullscreen,
}: GameHeaderProps) {
  const logoUrl = useLogoUrl();
  const confirmEnd = useRef<HTMLButtonElement>(null);
  return (
    <Header
      logo={<Logo src={logoUrl} size="sm" />}
      renderLink={renderRouterLink}
      actions={
        <>
          <MuteToggle muted={muted} onMutedChange={onMutedChange} status={soundStatus} />
          <Switch label="Projector theme" checked={projectorTheme} onCheckedChange={onProjectorThemeChange} />
          {fullscreen.available ? (
            <Button
              variant="ghost"
              aria-pressed={fullscreen.on}
              aria-keyshortcuts="F"
              onClick={fullscreen.toggle}
            >
              Fullscreen
            </Button>
          ) : null}
          <AlertDialog.Root>
            <AlertDialog.Trigger asChild>
              <Button variant="secondary">End Game</Button>
            </AlertDialog.Trigger>
            {/* The teacher asked to end: Enter confirms, Escape keeps playing. */}
            <AlertDialog.Content
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                confirmEnd.current?.focus();
              }}
            >
              <AlertDialog.Title>{END_GAME_CONFIRMATION.title}</AlertDialog.Title>
              <AlertDialog.Description>{END_GAME_CONFIRMATION.description}</AlertDialog.Description>
              <AlertDialog.Actions>
                <AlertDialog.Cancel>{END_GAME_CONFIRMATION.keepPlaying}</AlertDialog.Cancel>
                <AlertDialog.Action ref={confirmEnd} onClick={onEndGame}>
                  {END_GAME_CONFIRMATION.confirm}
                </AlertDialog.Action>
              </AlertDialog.Actions>
            </AlertDialog.Content>
          </AlertDialog.Root>
          <Button variant="ghost" onClick={onSetup}>
            Setup
          </Button>
        </>
      }
      profileMenu={<AccountMenu isPremium={isPremium} />}
    />
  );
}
