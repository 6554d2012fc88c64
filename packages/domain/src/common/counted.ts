/**
 * `n` things in words, singular for one: "1 page", "2 pages", "1,204 containers". `many` for a
 * plural that is not `one` + "s".
 */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
