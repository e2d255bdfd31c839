export * from './errors/codes.js';
export * from './money/money.js';
export * from './permission/index.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './table/room.js';
export * from './table/table.js';
export * from './user/user.js';
