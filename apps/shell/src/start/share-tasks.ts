import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * A federation runtime plugin of the shell: each shared module is resolved and its chunks requested
 * in a task of its own. The start-up asks for a dozen shared modules at once, and the runtime's
 * steps for them (finding the registered copy, requesting its chunks) otherwise all ran as
 * microtasks of the one task that asked: one long block of a phone's CPU that input and paint had to
 * wait for (bench/README.md, *Figures once quoted in code comments*).
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
