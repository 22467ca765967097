import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The hostile-input walks take minutes each, several times the next longest file. On a fresh
 * clone (no timings kept from an earlier run) Vitest would start them wherever their size puts
 * them, possibly last, with one worker busy long after the others ran out of files; started
 * first, they run beside all the rest.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => (file.moduleId.includes('/hostile-input') ? 0 : 1);
    return [...sorted].sort((a, b) => long(a) - long(b));
  }
}
