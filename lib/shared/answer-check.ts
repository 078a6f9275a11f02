/**
 * The header of the BFF's 502 when a backend answer does not match its schema (docs/architecture.md
 * §10): its value names the first wrong field, and the browser's fetcher reports the call as an
 * answer it cannot read.
 */
export const ANSWER_MISMATCH_HEADER = 'x-answer-mismatch';
