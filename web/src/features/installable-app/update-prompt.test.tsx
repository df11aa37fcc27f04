import { render } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { spyOnToasts } from '../../test/toasts';
import { UPDATE_MESSAGE, UpdatePrompt } from './update-prompt';

spyOnToasts();

type Shown = { id: string; duration: number; action: { label: string; onClick: () => void } };

describe('the update prompt', () => {
  it('says nothing until a new version is waiting', () => {
    render(<UpdatePrompt needRefresh={false} onReload={() => {}} />);
    expect(toast.message).not.toHaveBeenCalled();
  });

  it('offers the waiting version with a Reload that stays until answered', () => {
    const onReload = vi.fn();
    const { rerender } = render(<UpdatePrompt needRefresh={false} onReload={onReload} />);
    rerender(<UpdatePrompt needRefresh onReload={onReload} />);
    expect(toast.message).toHaveBeenCalledTimes(1);
    const [message, shown] = vi.mocked(toast.message).mock.calls[0]! as unknown as [string, Shown];
    expect(message).toBe('A new version of Thriftz is available.');
    expect(message).toBe(UPDATE_MESSAGE);
    expect(shown.duration).toBe(Infinity);
    expect(shown.action.label).toBe('Reload');
    expect(onReload).not.toHaveBeenCalled();
    shown.action.onClick();
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
