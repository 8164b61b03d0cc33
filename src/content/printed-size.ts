/** The printed map sheet's size, 11 by 11 spaces: what a map side is checked against, and the largest a shape can be. */
export const PRINTED_SIZE = 11;
