import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button';

/** How long 'Copied!' shows (document 1, section 9). */
export const COPIED_CONFIRMATION_MS = 1200;
export const EMAIL_COPY_FAILED = 'Could not copy the address. Please copy it by hand.';

/** Copies the address and confirms for 1.2 seconds. */
export function CopyEmailButton({ email, className }: { email: string; className?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      setCopied(true);
    } catch {
      toast.error(EMAIL_COPY_FAILED);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      className={cn(buttonClasses('secondary', 'sm'), copied && 'border-emerald-300 bg-primary-soft text-primary-ink', className)}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy email'}</span>
    </button>
  );
}
