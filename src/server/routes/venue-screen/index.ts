import { venueEvents } from './venue-events';
import { venueScreen } from './venue-screen';

/** A venue's TV screen: its data, and the stream of events that says when it changed. */
export const venueScreenEndpoints = [venueScreen, venueEvents] as const;
