/**
 * The tag the server adds when #root holds the build's first render of the page (server's
 * spa-shell.ts writes the same name).
 */
export const PRERENDERED_META = 'strix:prerendered';
