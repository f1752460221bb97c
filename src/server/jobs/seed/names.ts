import type { Random } from '@/domain/random';

/** Venues of the synthetic chain: unique names, and the city each is in. */
export const VENUES: ReadonlyArray<{ name: string; city: string; weight: number }> = [
  { name: 'Leeds', city: 'Leeds', weight: 1.0 },
  { name: 'Manchester', city: 'Manchester', weight: 1.3 },
  { name: 'Birmingham', city: 'Birmingham', weight: 1.1 },
  { name: 'London Shoreditch', city: 'London', weight: 1.6 },
  { name: 'London Croydon', city: 'London', weight: 1.2 },
  { name: 'Glasgow', city: 'Glasgow', weight: 0.9 },
  { name: 'Bristol', city: 'Bristol', weight: 0.8 },
  { name: 'Cardiff', city: 'Cardiff', weight: 0.7 },
  { name: 'Newcastle', city: 'Newcastle', weight: 0.7 },
  { name: 'Dublin', city: 'Dublin', weight: 0.9 },
  { name: 'Sheffield', city: 'Sheffield', weight: 0.6 },
  { name: 'Nottingham', city: 'Nottingham', weight: 0.6 },
  { name: 'Edinburgh', city: 'Edinburgh', weight: 0.8 },
  { name: 'Liverpool', city: 'Liverpool', weight: 0.9 },
  { name: 'Brighton', city: 'Brighton', weight: 0.5 },
  { name: 'Belfast', city: 'Belfast', weight: 0.5 },
  { name: 'Southampton', city: 'Southampton', weight: 0.5 },
  { name: 'Norwich', city: 'Norwich', weight: 0.4 },
  { name: 'York', city: 'York', weight: 0.4 },
  { name: 'Aberdeen', city: 'Aberdeen', weight: 0.4 },
];

/** The venue list for n venues; past the named ones, numbered branches of the named cities. */
export function venues(n: number): Array<{ name: string; city: string; weight: number }> {
  const out = VENUES.slice(0, n).map((v) => ({ ...v }));
  for (let i = out.length; i < n; i++) {
    const base = VENUES[i % VENUES.length] as (typeof VENUES)[number];
    out.push({ name: `${base.city} ${Math.floor(i / VENUES.length) + 1}`, city: base.city, weight: 0.4 });
  }
  return out;
}

const FIRST = [
  'Ace',
  'Blaze',
  'Nova',
  'Pixel',
  'Turbo',
  'Echo',
  'Vortex',
  'Raven',
  'Comet',
  'Jinx',
  'Bolt',
  'Storm',
  'Frost',
  'Ember',
  'Onyx',
  'Rogue',
  'Sable',
  'Titan',
  'Zephyr',
  'Quasar',
  'Neon',
  'Glitch',
  'Cobalt',
  'Dash',
  'Fury',
  'Havoc',
  'Ion',
  'Jade',
  'Karma',
  'Lynx',
  'Mako',
  'Nyx',
  'Orbit',
  'Pulse',
  'Quake',
  'Rift',
  'Spark',
  'Tango',
  'Ultra',
  'Viper',
  'Whisper',
  'Xeno',
  'Yeti',
  'Zero',
  'Atlas',
  'Bishop',
];
const SECOND = [
  'Runner',
  'Hunter',
  'Knight',
  'Wolf',
  'Fox',
  'Falcon',
  'Ninja',
  'Pilot',
  'Rider',
  'Smith',
  'Walker',
  'Jumper',
  'Striker',
  'Dancer',
  'Ranger',
  'Shadow',
  'Star',
  'Heart',
  'Blade',
  'Chaser',
  'Drifter',
  'Sprinter',
  'Climber',
  'Dodger',
  'Lancer',
  'Monk',
  'Sage',
  'Wizard',
  'Bandit',
  'Captain',
];
// Real players type their names in every script; the demo data should too.
const INTERNATIONAL = [
  'Zoë',
  'Łukasz',
  'Søren',
  'Chloé',
  'Ngozi',
  'Siobhán',
  'Jürgen',
  'Mateo',
  'Aoife',
  'Björn',
  'Ayşe',
  'こうじ',
  'Мария',
  'Δημήτρης',
  'Renée',
  'José',
  'Saoirse',
  'Nuño',
  'Ólafur',
  'Dvořák',
];

/** A pool of distinct player names, deterministic for a random source. */
export function playerNames(rng: Random, count: number): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    const roll = rng.float();
    let name: string;
    if (roll < 0.08) name = `${rng.pick(INTERNATIONAL)}${rng.int(1, 999)}`;
    else if (roll < 0.5) name = `${rng.pick(FIRST)}${rng.pick(SECOND)}`;
    else if (roll < 0.85) name = `${rng.pick(FIRST)}${rng.pick(SECOND)}${rng.int(1, 99)}`;
    else name = `${rng.pick(FIRST).toLowerCase()}_${rng.pick(SECOND).toLowerCase()}${rng.int(100, 9999)}`;
    const key = name.toLowerCase();
    if (seen.has(key)) {
      name = `${name}${names.length}`;
      if (seen.has(name.toLowerCase())) continue;
    }
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

const TEAM_ADJECTIVES = [
  'Laser',
  'Neon',
  'Crimson',
  'Midnight',
  'Electric',
  'Golden',
  'Silent',
  'Rapid',
  'Cosmic',
  'Iron',
  'Savage',
  'Lucky',
  'Frozen',
  'Atomic',
  'Wild',
  'Mighty',
  'Hidden',
  'Turbo',
  'Velvet',
  'Rogue',
];
const TEAM_NOUNS = [
  'Llamas',
  'Lions',
  'Comets',
  'Pixels',
  'Wizards',
  'Rockets',
  'Ninjas',
  'Dragons',
  'Falcons',
  'Sharks',
  'Vipers',
  'Ghosts',
  'Titans',
  'Hornets',
  'Otters',
  'Badgers',
  'Pandas',
  'Foxes',
  'Ravens',
  'Wolves',
];

/** A distinct team name. */
export function teamName(rng: Random, taken: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(TEAM_ADJECTIVES)} ${rng.pick(TEAM_NOUNS)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Badges of the demo community. */
export const BADGES: ReadonlyArray<{ title: string; description: string; stars: number }> = [
  { title: 'First Steps', description: 'Played a level in every room of a venue.', stars: 1 },
  { title: 'Grid Master', description: 'Cleared level 10 of every Grid game.', stars: 3 },
  { title: 'Top of the Board', description: 'Held first place on a venue leaderboard.', stars: 5 },
  { title: 'Globetrotter', description: 'Scored at three or more venues.', stars: 2 },
  { title: 'Perfectionist', description: 'Holds 50 or more top scores.', stars: 4 },
  { title: 'Night Owl', description: 'Set a high score after 10 pm.', stars: 1 },
  { title: 'Laser Focus', description: 'Cleared every Laser level without a miss.', stars: 3 },
  { title: 'League Veteran', description: 'Played in two league seasons.', stars: 2 },
  { title: 'Climber', description: 'Rose 20 places on a leaderboard in one day.', stars: 2 },
  { title: 'Centurion', description: 'Reached rank 100.', stars: 5 },
];
