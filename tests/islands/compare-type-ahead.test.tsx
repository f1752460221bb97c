import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparePanel } from '../../src/islands/games/ComparePanel';
import { clearComparisons } from '../../src/stores/compare';
import { stubTheWorld, VENUES } from '../support/stub-world';
import { suggestFromWorld } from './fixtures/suggestions';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) =>
  stubTheWorld(stub).on('suggestPlayers', ({ query }) => suggestFromWorld(query.q, query.locationId)),
);
afterEach(() => clearComparisons());

const options = (container: HTMLElement) =>
  [...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));

describe("compare's type-ahead", () => {
  it('offers every player of the chosen venue like the name being typed, finishing the last of several', async () => {
    const { container, getByLabelText } = render(
      <ComparePanel playerName="Rival" locationId={1} locations={VENUES} />,
    );
    const box = getByLabelText('Players (separate names with ;)');
    fireEvent.change(box, { target: { value: 'hom' } });
    await waitFor(() => expect(options(container)).toEqual(['Homebody']));
    // Asked of the venue's players, by the server's suggestions (not a board's top 100).
    expect(api.stub.calls('suggestPlayers').at(-1)?.query).toEqual({ q: 'hom', locationId: 1 });

    fireEvent.change(box, { target: { value: 'Homebody; tra' } });
    await waitFor(() => expect(options(container)).toEqual(['Homebody; Traveller']));
    expect(api.stub.calls('suggestPlayers').at(-1)?.query).toEqual({ q: 'tra', locationId: 1 });
  });

  it('offers nobody from another venue', async () => {
    const { container, getByLabelText } = render(
      <ComparePanel playerName="Rival" locationId={1} locations={VENUES} />,
    );
    fireEvent.change(getByLabelText('Players (separate names with ;)'), { target: { value: 'far' } });
    await waitFor(() =>
      expect(api.stub.calls('suggestPlayers').at(-1)?.query).toEqual({ q: 'far', locationId: 1 }),
    );
    expect(options(container)).toEqual([]);
  });
});
