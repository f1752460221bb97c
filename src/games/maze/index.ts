export * from './constants';
export * from './dots';
export * from './frames';
export * from './navigation';
export * from './waves';
