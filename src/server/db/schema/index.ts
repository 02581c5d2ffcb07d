export * from './auth.ts';
export * from './images.ts';
export * from './mail.ts';
export * from './messages.ts';
export * from './photos.ts';
export * from './quotes.ts';
export * from './settings.ts';
