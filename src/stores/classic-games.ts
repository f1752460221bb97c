import { computed } from 'nanostores';
import { type ComparisonColumn, scoreIndex, venueGameIds } from '../domain/classic-games';
import { $comparedPlayers } from './classic-compare';
import { $allLocations, $yesterday } from './classic-comparisons';
import { $classicLocations } from './classic-lookup';
import { $classicRoute } from './classic-route';

/**
 * What the shown player is compared with, as table columns: the compared players, then
 * yesterday or the player's other venues (only one of those two is ever loaded).
 */
export const $comparisonColumns = computed(
  [$comparedPlayers, $yesterday, $allLocations, $classicLocations, $classicRoute],
  (players, yesterday, allLocations, venues, route): ComparisonColumn[] => {
    const here = route.kind === 'player' ? route.location : null;
    const columns: ComparisonColumn[] = players.map((p) => ({
      id: `player:${p.playerName}:${p.locationId}`,
      label: p.locationId === here || !p.locationName ? p.playerName : `${p.playerName} (${p.locationName})`,
      scores: scoreIndex(p.scores),
    }));
    if (yesterday.data) {
      columns.push({ id: 'yesterday', label: 'Yesterday', scores: scoreIndex(yesterday.data.high_scores) });
    }
    for (const other of allLocations.data?.locations ?? []) {
      if (other.id === here) continue;
      const catalog = venues.data.find((v) => v.id === other.id);
      columns.push({
        id: `venue:${other.id}`,
        label: other.name,
        scores: scoreIndex(other.high_scores),
        games: catalog ? venueGameIds(catalog.rooms) : undefined,
      });
    }
    return columns;
  },
);
