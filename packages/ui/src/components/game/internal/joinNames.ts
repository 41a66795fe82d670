/** 'Ada', 'Ada and Bo', 'Ada, Bo and Cy'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
