import { movers } from './movers';

/** The daily movers of a venue's board or the chain's, kept per data version. */
export const moverEndpoints = [movers] as const;
