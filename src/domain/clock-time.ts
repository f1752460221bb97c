// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day of an instant on a 24-hour clock ('21:04'), in the given time zone: the site's
 * (TIME_ZONE), so the server's render and the browser's agree whatever zone the browser is set to.
 */
export function clockTime(at: Date | number | string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(at));
}
