import { useLogoUrl } from '@quizcoop/api/react';
import type { SoundStatus } from '@quizcoop/ui';
import { Button, Header, Logo, MuteToggle, Switch } from '@quizcoop/ui';
import { AccountMenu } from '../../app/AccountMenu';
import { renderRouterLink } from '../../app/routerLink';

export interface GameHeaderProps {
  isPremium: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  soundStatus: SoundStatus;
  projectorTheme: boolean;
  onProjectorThemeChange: (on: boolean) => void;
  onEndGame: () => void;
  onSetup: () => void;
}

/** The play screen's header: logo, mute toggle, 'End Game', 'Setup' and the profile menu, plus the projector theme. */
export function GameHeader({
  isPremium,
  muted,
  onMutedChange,
  soundStatus,
  projectorTheme,
  onProjectorThemeChange,
  onEndGame,
  onSetup,
}: GameHeaderProps) {
  const logoUrl = useLogoUrl();
  return (
    <Header
      logo={<Logo src={logoUrl} size="sm" />}
      renderLink={renderRouterLink}
      actions={
        <>
          <MuteToggle muted={muted} onMutedChange={onMutedChange} status={soundStatus} />
          <Switch label="Projector theme" checked={projectorTheme} onCheckedChange={onProjectorThemeChange} />
          <Button variant="secondary" onClick={onEndGame}>
            End Game
          </Button>
          <Button variant="ghost" onClick={onSetup}>
            Setup
          </Button>
        </>
      }
      profileMenu={<AccountMenu isPremium={isPremium} />}
    />
  );
}
