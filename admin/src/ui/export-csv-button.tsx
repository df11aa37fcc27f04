// The Export CSV button every panel shows: busy while its file is made, then a success toast (when
// the panel has one) or the failure toast.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotifyFailure } from './use-notify-failure';
import { LabelledButton } from './labelled-button';

interface ExportCsvButtonProps {
  /** Makes and downloads the file. */
  run: () => Promise<void>;
  success?: string;
  failed: string;
  disabled?: boolean;
}

export function ExportCsvButton({ run, success, failed, disabled }: ExportCsvButtonProps) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await run();
      if (success) notify(success, { type: 'success' });
    } catch (error) {
      notifyFailure(error, failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LabelledButton label="Export CSV" onClick={() => void handleClick()} disabled={busy || disabled}>
      <DownloadIcon />
    </LabelledButton>
  );
}
