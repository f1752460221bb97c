import { describe, expect, it } from 'vitest';
import { approvedAfter, groupLinks, linkActions, linkStatus } from '../../src/domain/player-link-status';

describe('player link states', () => {
  it('reads approved undefined or null as pending, true as approved, false as denied', () => {
    expect(linkStatus(undefined)).toBe('pending');
    expect(linkStatus(null)).toBe('pending');
    expect(linkStatus(true)).toBe('approved');
    expect(linkStatus(false)).toBe('denied');
  });

  it('offers Approve and Deny while pending, and Reset once decided', () => {
    expect(linkActions(null)).toEqual(['approve', 'deny']);
    expect(linkActions(true)).toEqual(['reset']);
    expect(linkActions(false)).toEqual(['reset']);
  });

  it('moves pending to approved or denied, and either back to pending on Reset', () => {
    expect(linkStatus(approvedAfter('approve'))).toBe('approved');
    expect(linkStatus(approvedAfter('deny'))).toBe('denied');
    expect(linkStatus(approvedAfter('reset'))).toBe('pending');
  });

  it('groups requests by state, keeping their order', () => {
    const links = [
      { id: 1, approved: null },
      { id: 2, approved: true },
      { id: 3, approved: false },
      { id: 4, approved: null },
    ];
    const groups = groupLinks(links);
    expect(groups.pending.map((l) => l.id)).toEqual([1, 4]);
    expect(groups.approved.map((l) => l.id)).toEqual([2]);
    expect(groups.denied.map((l) => l.id)).toEqual([3]);
  });
});
