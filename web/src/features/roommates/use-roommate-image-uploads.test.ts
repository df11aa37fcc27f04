import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '@thriftz/client/generated/model';
import { keepImagesThatFit, useRoommateImageUploads } from './use-roommate-image-uploads';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

// Uploads never finish here: only which files are taken matters.
vi.mock('../../ui/images/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../ui/images/upload-image')>()),
  uploadImageWithProgress: () => ({ promise: new Promise<Image>(() => {}), abort: vi.fn() }),
}));

const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('useRoommateImageUploads', () => {
  it('keeps the first 5 pictures of a bigger choice and drops the rest', () => {
    const { result } = renderHook(() => useRoommateImageUploads());
    act(() => result.current.addFiles(Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`))));
    expect(result.current.items.map((item) => item.file?.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg']);
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();

    act(() => result.current.addFiles([file('p7.jpg')]));
    expect(result.current.items).toHaveLength(5);
    expect(toast.info).toHaveBeenCalledTimes(2);
  });

  it('fills the room that is left', () => {
    const { result } = renderHook(() => useRoommateImageUploads());
    act(() => result.current.addFiles([file('a.jpg'), file('b.jpg'), file('c.jpg')]));
    act(() => result.current.addFiles([file('d.jpg'), file('e.jpg'), file('f.jpg')]));
    expect(result.current.items.map((item) => item.file?.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
  });
});

describe('keepImagesThatFit', () => {
  it('passes non-images through (the uploader refuses them) and counts only dropped images', () => {
    const pdf = file('notes.pdf', 'application/pdf');
    const { kept, dropped } = keepImagesThatFit([file('a.jpg'), pdf, file('b.jpg'), file('c.jpg')], 2);
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'notes.pdf', 'b.jpg']);
    expect(dropped).toBe(1);
  });
});
