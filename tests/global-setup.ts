// Vitest's global set-up: runs once per `vitest run`, before any test file.
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './pglite-template';

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await makePgliteTemplate());
}
