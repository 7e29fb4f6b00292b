// The periods' arithmetic is shared with the web (it offers only breaks that lengthen one).
export { breakEnd } from '@contract';
