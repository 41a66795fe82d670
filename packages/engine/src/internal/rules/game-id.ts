const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * A game's id: a UUID laid out as version 7, the start time's milliseconds first and the game's 32-bit seed in
 * the random part. Two games of one teacher never start in the same millisecond with the same seed, and the id
 * is worked out again, not drawn, so a results screen shown again after a reload names the same game.
 */
export function gameRecordId(startedAt: number, seed: number): string {
  const time = hex(Math.max(0, Math.floor(startedAt)) % 2 ** 48, 12);
  const random = hex(seed >>> 0, 8);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-8${random.slice(3, 6)}-${random.slice(6)}0000000000`;
}
