/**
 * When something kept on the device was saved, as a reader sees it, on the device's clock
 * ("28 Nov, 08:12"): a page kept for offline use, the landing card's last figures. Its own module:
 * the landing's card needs it without the service worker's page rules (offline-pages.ts).
 */
export function keptAtText(at: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}
