/**
 * Text that has broken servers before: names of properties every plain object (or function)
 * inherits, so a lookup table indexed with them answers something that is not its own entry.
 */
export const PROTOTYPE_NAMES: readonly string[] = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    'prototype',
    '__proto__',
    'Constructor',
    'CONSTRUCTOR',
    'toJSON',
    'then',
  ]),
];
