/** How many listings a comparison holds, and how many it takes to compare (spec §7, §8). */
export const COMPARE_LIMIT = 4
export const COMPARE_MIN = 2
