import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * A federation runtime plugin of the shell: each shared module is resolved and its chunks requested
 * in a task of its own. The start-up asks for a dozen shared modules at once, and the runtime's
 * steps for them (finding the registered copy, requesting its chunks) otherwise all ran as
 * microtasks of the one task that asked: 80-100 ms of a phone's CPU in one block (bench/README.md,
 * *Start-up tasks*).
 */
export default function shareTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'share-tasks',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
