import { exportData } from './export-data';

/** The CSV export of a player's scores. */
export const exportEndpoints = [exportData] as const;
