export * from './constants';
export * from './storage';
export * from './tournament';
export * from './types';
export * from './validation';
