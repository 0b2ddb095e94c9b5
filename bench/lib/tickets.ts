/** The four Saturday Lotto games (6 of 45) of the one-ticket carts the bench sections set up. */
export const FOUR_GAMES = [
  { Numbers: [3, 11, 19, 24, 38, 42] },
  { Numbers: [1, 7, 15, 22, 30, 44] },
  { Numbers: [2, 9, 17, 26, 33, 40] },
  { Numbers: [5, 12, 21, 28, 36, 45] },
];
