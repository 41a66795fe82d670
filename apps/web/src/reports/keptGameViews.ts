import type { GameEndedBy, KeptGame, KeptGameSummary, KeptTeam, KeptTurn } from '@quizcoop/api';
import type { GameReportInput } from '@quizcoop/engine';
import { gameReport } from '@quizcoop/engine';
import type { GameRecordTurn } from '@quizcoop/engine/rules';
import type { GameReportFact, KeptGameView, KeptGamesFilterOption } from '@quizcoop/ui';

const PLAYED = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a game was played, as the teacher's browser words dates and times. */
export function playedLabel(startedAt: string): string {
  return PLAYED.format(new Date(startedAt));
}

const ENDINGS: Record<GameEndedBy, string> = {
  end_game: 'End Game',
  free_limit: 'Free limit reached',
  last_team_left: 'The last team left',
};

const UNNAMED_SET = 'A set no longer in the list';

function byPosition<T extends { position: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.position - b.position);
}

/** The titles of the sets a game's teams played, each once, in seating order. */
function setTitles(teams: readonly KeptTeam[]): string[] {
  return [...new Set(byPosition(teams).map((team) => team.questionSetTitle || UNNAMED_SET))];
}

function roundsLabel(rounds: number): string {
  return `${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;
}

function turnRecord(turn: KeptTurn): GameRecordTurn {
  if (turn.kind === 'scramble') return turn;
  return {
    kind: 'question',
    round: turn.round,
    teamPosition: turn.teamPosition,
    questionId: turn.questionId,
    questionText: turn.questionText,
    questionType: turn.effect ?? 'normal',
    mark: turn.mark,
    chosenOption: turn.chosenOption,
    points: turn.points,
  };
}

/** A kept game as the engine reads records: teams in seating order, turns in the order played. */
export function keptGameRecord(
  game: Pick<KeptGame, 'teams'> & { turns: readonly KeptTurn[] },
): GameReportInput {
  return {
    teams: byPosition(game.teams).map((team) => ({ name: team.name, color: team.colour, score: team.score })),
    turns: byPosition(game.turns).map(turnRecord),
  };
}

/** A kept game in the list: when, which sets, and its teams best first, as the results ranked them. */
export function keptGameView(game: KeptGameSummary): KeptGameView {
  const { players } = gameReport(keptGameRecord({ teams: game.teams, turns: [] }));
  return {
    id: game.id,
    playedLabel: playedLabel(game.startedAt),
    playedAt: game.startedAt,
    href: `/reports/games/${game.id}`,
    setsLabel: setTitles(game.teams).join(', '),
    roundsLabel: roundsLabel(game.rounds),
    teams: players.map((player) => ({
      name: player.name,
      color: player.color,
      scoreLabel: player.scoreLabel,
      crown: player.crown,
    })),
  };
}

/** What a game's report says of it besides its ranking. */
export function keptGameFacts(game: KeptGameSummary): GameReportFact[] {
  return [
    { label: 'Played', value: playedLabel(game.startedAt) },
    { label: 'Rounds', value: String(game.rounds) },
    { label: 'Ended by', value: ENDINGS[game.endedBy] },
    { label: setTitles(game.teams).length === 1 ? 'Set' : 'Sets', value: setTitles(game.teams).join(', ') },
  ];
}

/** Every set the teacher's games were played with, each once, by title, for the set filter. */
export function setFilterOptions(games: readonly KeptGameSummary[]): KeptGamesFilterOption[] {
  const options = new Map<string, string>();
  for (const game of games) {
    for (const team of game.teams) {
      if (team.questionSetId && !options.has(team.questionSetId))
        options.set(team.questionSetId, team.questionSetTitle || UNNAMED_SET);
    }
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
