// The admin answers' sample lists (examples of what a check or a migration found) hold the first
// ten entries: enough to look at, small enough to read in the panel.
export const SAMPLE_SIZE = 10;
