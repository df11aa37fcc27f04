import { Ban } from 'lucide-react';
import type { SuspensionNotice } from '@thriftz/client/generated/model';
import { onFirstUse } from '../../lib/format';

const indiaTime = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }));

/** Why a suspended student's posts, chats and purchases are refused (the server refuses them). */
export function SuspensionBanner({ suspension }: { suspension: SuspensionNotice }) {
  return (
    <div role="status" className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="mx-auto flex max-w-7xl items-start gap-2">
        <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Your account is suspended until {indiaTime().format(new Date(suspension.until))}: </strong>
          {suspension.reason.replace(/\s*[.!]+$/, '')}. You can still browse, but you cannot post, chat or buy until then.
        </span>
      </p>
    </div>
  );
}
