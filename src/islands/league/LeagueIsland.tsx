import { type ComponentProps, useCallback, useRef } from 'react';
import type { Team } from '../../contract/schemas/league';
import { readJsonData } from '../shared/json-data';
import { LeagueView } from './LeagueView';

type Props = Omit<ComponentProps<typeof LeagueView>, 'teams'> & {
  /** The id of the page's data block holding every season's teams (see json-data.ts). */
  teamsFrom: string;
};

/** The league page's island: LeagueView, reading the teams from the page once a filter needs them. */
export function LeagueIsland({ teamsFrom, ...rest }: Props) {
  const read = useRef<readonly Team[] | null>(null);
  const teams = useCallback(() => {
    read.current ??= readJsonData<Team[]>(teamsFrom, []);
    return read.current;
  }, [teamsFrom]);
  return <LeagueView {...rest} teams={teams} />;
}
