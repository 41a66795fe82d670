import { palette } from '../../../theme/theme.css';

/** Four teams as a classroom would name them; shared by the game components' stories. */
export const samplePlayers = [
  { id: 1, name: 'Red Robins', color: palette.roosterRed, score: 45 },
  { id: 2, name: 'Orange Owls', color: palette.barnOrange, score: 60 },
  { id: 3, name: 'Green Geese', color: palette.farmGreen, score: 20 },
  { id: 4, name: 'Blue Jays', color: palette.skyBlue, score: 35 },
] as const;
