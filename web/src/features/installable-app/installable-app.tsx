import { ForgetKeptReadsOnAccountChange } from './forget-kept-reads';
import { ServiceWorkerUpdates } from './service-worker-updates';

/** The installable app's page side: the worker's registration and update prompt, and forgetting kept reads when the account changes. */
export function InstallableApp() {
  return (
    <>
      <ServiceWorkerUpdates />
      <ForgetKeptReadsOnAccountChange />
    </>
  );
}
