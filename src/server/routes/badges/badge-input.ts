/** Why a badge's add or edit answers 400: its body's checks. */
export const BADGE_INPUT_ERROR =
  'The title (100 characters at most) or the description (500) is missing, empty or holds characters not allowed, or stars is not a whole number from 0 to 10';
