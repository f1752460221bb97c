import { type ComponentProps, useMemo } from 'react';
import { GamesView } from './GamesView';
import { type PackedRoom, unpackRooms } from './packed';

type Props = Omit<ComponentProps<typeof GamesView>, 'rooms' | 'cached'> & {
  rooms: PackedRoom[];
  /** Whether the profile is tracked (has cached scores to show differences from). */
  tracked: boolean;
};

/** The games page's island: GamesView, fed from the compact props the page carries (see packed.ts). */
export function GamesIsland({ rooms, tracked, ...rest }: Props) {
  const unpacked = useMemo(() => unpackRooms(rooms, tracked), [rooms, tracked]);
  return <GamesView {...rest} rooms={unpacked.rooms} cached={unpacked.cached} />;
}
