/** A value for LIKE that matches itself literally: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern for "contains this word" against a lower-cased search column. */
export const containsWord = (word: string) => `%${escapeLike(word.toLowerCase())}%`;
