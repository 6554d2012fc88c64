export * from './audit.ts';
export * from './auth.ts';
export * from './cha.ts';
export * from './configuration.ts';
export * from './containers.ts';
export * from './master.ts';
export * from './metadata.ts';
export * from './yard.ts';
