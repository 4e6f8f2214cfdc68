export * from './common';
export * from './users';
export * from './comments';
export * from './shop';
export * from './blog';
export * from './site';
