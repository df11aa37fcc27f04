import { toast } from 'sonner';
import { beforeEach, vi } from 'vitest';

/**
 * Replaces sonner's toasts with silent spies for each test of the file. Spies on the one sonner
 * the file and its components share, rather than `vi.mock('sonner')`: with one module runner per
 * worker (isolate: false), a module-mock factory of an earlier file can answer a later file's
 * components while the later file's own mock answers the test, so the test saw no toast at all.
 * Read the calls off `toast` imported from 'sonner'.
 */
export function spyOnToasts() {
  beforeEach(() => {
    for (const kind of ['success', 'error', 'info', 'warning', 'message', 'dismiss'] as const)
      vi.spyOn(toast, kind).mockImplementation(() => 0);
  });
}
