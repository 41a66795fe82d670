/** A fresh seed for a game, an answer card or a wheel; the engine itself never draws randomness. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
