import type { TestInfo } from '@playwright/test';

/**
 * The width a test runs at, from its project's name: 'desktop' or 'phone', which a shuffled run
 * (E2E_SHUFFLE, playwright.config.ts) prefixes to the spec's name ('phone:search').
 */
export const widthOf = (info: TestInfo): 'desktop' | 'phone' =>
  info.project.name.startsWith('phone') ? 'phone' : 'desktop';
