export * from './users';
export * from './properties';
export * from './analytics';
export * from './sold';
export * from './jobs';
