/**
 * The spec that scans every server's log; it runs in a group of its own after all the others
 * (e2e/vitest.config.ts), once every server of the run has stopped. A global setup's teardown
 * would run last too, but an error thrown there leaves `vitest run` exiting 0, so the scan is a
 * spec like the others.
 */
export const LOG_SCAN_SPEC = 'e2e/log-scan.e2e.ts';
