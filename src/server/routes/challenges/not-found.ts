/** The 404 of a challenge id that names none. */
export const NO_CHALLENGE = { 404: 'Challenge not found' } as const;
