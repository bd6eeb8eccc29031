/** `%text%` for ILIKE, where `%`, `_` and `\` typed by a person match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
