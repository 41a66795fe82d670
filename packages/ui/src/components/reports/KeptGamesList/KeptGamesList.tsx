import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { RenderLink } from '../../../internal/link';
import { renderAnchor } from '../../../internal/link';
import { CrownIcon } from '../../game/internal/CrownIcon';
import { PlayerMarker } from '../../game/internal/PlayerMarker';
import {
  empty,
  game as gameStyle,
  games,
  meta,
  team as teamStyle,
  teamName,
  teams,
  title,
} from './KeptGamesList.css';

/** A team of a kept game as the list shows it. */
export interface KeptGameTeamView {
  name: string;
  color: string;
  /** 'N pts'. */
  scoreLabel: string;
  /** The team came first (ties included). */
  crown: boolean;
}

/** One kept game, worded by the screen. */
export interface KeptGameView {
  id: string;
  /** When it was played, as the teacher reads dates, e.g. 'Tue, 26 Nov 2026, 09:15'. */
  playedLabel: string;
  /** The same moment in ISO 8601, for the page's `<time>`. */
  playedAt: string;
  /** The game's page. */
  href: string;
  /** The sets the teams played, e.g. 'Animals, Times tables'. */
  setsLabel: string;
  /** e.g. '5 rounds'. */
  roundsLabel: string;
  /** Best first. */
  teams: readonly KeptGameTeamView[];
}

export interface KeptGamesListProps {
  /** Newest first. */
  games: readonly KeptGameView[];
  /** Whether filters narrow the list, so an empty list says so rather than that nothing was kept. */
  filtered: boolean;
  /** The app's router link; plain anchors without it. */
  renderLink?: RenderLink;
}

/**
 * The games a teacher has played, newest first: when, which sets, and how each team finished, each game opening
 * its own report.
 */
export function KeptGamesList({ games: kept, filtered, renderLink = renderAnchor }: KeptGamesListProps) {
  if (kept.length === 0) {
    return (
      <p className={empty}>
        {filtered
          ? 'No games match these filters.'
          : 'No games kept yet. The games you finish while signed in show up here.'}
      </p>
    );
  }
  return (
    <ul className={games} aria-label="Games">
      {kept.map((game) => (
        <li key={game.id} className={gameStyle}>
          <h3 className={title}>
            {renderLink({
              href: game.href,
              children: <time dateTime={game.playedAt}>{game.playedLabel}</time>,
            })}
          </h3>
          <p className={meta}>
            {game.setsLabel} · {game.roundsLabel}
          </p>
          <ol className={teams} aria-label="Teams, best first">
            {game.teams.map((team, index) => (
              <li key={`${index}-${team.name}`} className={teamStyle}>
                <PlayerMarker color={team.color} />
                <span className={teamName}>{team.name}</span>
                <span>{team.scoreLabel}</span>
                {team.crown ? (
                  <>
                    <CrownIcon />
                    <VisuallyHidden>(first)</VisuallyHidden>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
