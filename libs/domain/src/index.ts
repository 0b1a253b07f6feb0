export * from './messages';
export * from './money';
export * from './plans';
export * from './shipping';
export * from './profile-rules';
export * from './signup-rules';
