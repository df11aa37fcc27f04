// The one look at a new token's secret: shown until the person says they saved it, kept only in
// this component's state (never in a cache or in storage), with a Copy button.
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../button';
import { TOKEN_MESSAGES } from './token-copy';

/** Selects the secret's text, so it can be copied by hand where the clipboard is out of reach. */
function selectText(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function TokenReveal({
  name,
  secret,
  onDone,
  headingLevel: Heading = 'h2',
}: {
  name: string;
  secret: string;
  onDone: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secretRef = useRef<HTMLElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  // The reveal is what matters now: it takes the focus (and a screen reader's attention) when it appears.
  useEffect(() => {
    headingRef.current?.focus();
  }, [secret]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setCopyFailed(false);
      toast.success(TOKEN_MESSAGES.copied);
    } catch {
      setCopyFailed(true);
      selectText(secretRef.current);
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-emerald-200 bg-primary-soft p-4 sm:p-5">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-fg focus:outline-none">
        Your new token “{name}”
      </Heading>
      <p className="mt-1 text-sm text-fg-muted">
        Send it as <code className="font-mono text-fg">Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <code
        ref={secretRef}
        aria-label="Token secret"
        className="mt-3 block select-all break-all rounded-lg border border-line bg-surface p-3 font-mono text-sm text-fg"
      >
        {secret}
      </code>
      <p className="mt-3 flex gap-2 rounded-lg bg-accent-soft p-3 text-sm font-medium text-accent-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        You won’t see this token again. Copy it now and keep it somewhere safe, like a password manager.
      </p>
      {copyFailed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-ink">
          {TOKEN_MESSAGES.copyFailed}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          I’ve saved it
        </Button>
      </div>
    </section>
  );
}
