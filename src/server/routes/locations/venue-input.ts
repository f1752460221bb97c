/** Why a venue's add or rename answers 400 or 409: its body's checks and the unique name. */
export const VENUE_INPUT_ERRORS = {
  400: 'The name is missing, empty, longer than 100 characters or holds characters not allowed (the city likewise, when given)',
  409: 'A venue of that name exists',
} as const;
