import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeInput, locationInput, requiredText } from '../../src/domain/admin-input';
import { adminTab, isAdminPath } from '../../src/domain/admin-paths';

describe('locationInput', () => {
  it('trims the name', () => {
    expect(locationInput('  Arcade North \n')).toEqual({ name: 'Arcade North' });
  });

  it('is null (nothing is sent) for an empty or white-space name', () => {
    expect(locationInput('')).toBeNull();
    expect(locationInput(' \t\n ')).toBeNull();
  });

  it('is null exactly when nothing but white space was typed', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(requiredText(s) === null).toBe(s.trim() === '');
        expect(locationInput(s) === null).toBe(s.trim() === '');
      }),
    );
  });
});

describe('badgeInput', () => {
  it('needs both title and description, trimmed', () => {
    expect(badgeInput(' Grid Master ', ' Cleared every Grid game ')).toEqual({
      title: 'Grid Master',
      description: 'Cleared every Grid game',
    });
    expect(badgeInput('Grid Master', '')).toBeNull();
    expect(badgeInput('', 'Cleared')).toBeNull();
    expect(badgeInput('  ', 'Cleared')).toBeNull();
    expect(badgeInput('Grid Master', ' \n')).toBeNull();
  });

  it('keeps hostile text as it is (it is shown as text, never as markup)', () => {
    const title = '<img src=x onerror="window.__pwned=1">';
    expect(badgeInput(title, 'x')?.title).toBe(title);
  });
});

describe('isAdminPath', () => {
  it('covers /admin and everything below it, and nothing else', () => {
    for (const p of ['/admin', '/admin/', '/admin/challenges', '/admin/challenges/3', '/ADMIN'])
      expect(isAdminPath(p), p).toBe(true);
    for (const p of ['/', '/administrator', '/api/admin', '/challenges', '/adminx/1'])
      expect(isAdminPath(p), p).toBe(false);
  });
});

describe('adminTab', () => {
  it('names a known tab, else the first (Challenges)', () => {
    expect(adminTab('badges')).toBe('badges');
    expect(adminTab('player-links')).toBe('player-links');
    expect(adminTab('nope')).toBe('challenges');
    expect(adminTab(null)).toBe('challenges');
  });
});
