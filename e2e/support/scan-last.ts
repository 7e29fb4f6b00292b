import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The spec that scans every server's log; it must run once all the others have stopped theirs. */
export const LOG_SCAN_SPEC = 'e2e/log-scan.e2e.ts';

/**
 * Vitest's order, with the log scan moved last. A global setup's teardown would run last too, but
 * an error thrown there leaves `vitest run` exiting 0, so the scan is a spec like the others.
 */
export default class ScanLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isScan = (file: TestSpecification) => file.moduleId.endsWith(LOG_SCAN_SPEC);
    return [...sorted.filter((file) => !isScan(file)), ...sorted.filter(isScan)];
  }
}
