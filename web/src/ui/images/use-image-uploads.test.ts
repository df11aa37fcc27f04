import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '@thriftz/client/generated/model';
import { MissingAssetError } from './upload-image';
import { useImageUploads } from './use-image-uploads';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

interface Pending {
  file: File;
  progress: (fraction: number) => void;
  resolve: (image: Image) => void;
  reject: (error: unknown) => void;
  abort: ReturnType<typeof vi.fn>;
}

const pending: Pending[] = [];
vi.mock('./upload-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('./upload-image')>();
  return {
    ...original,
    uploadImageWithProgress: (file: File, progress: (fraction: number) => void) => {
      let resolve!: (image: Image) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<Image>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const abort = vi.fn(() => reject(new DOMException('Upload cancelled', 'AbortError')));
      pending.push({ file, progress, resolve, reject, abort });
      return { promise, abort };
    },
  };
});

const image = (id: string): Image => ({ _id: id, thumbUrl: `/t/${id}`, cardUrl: `/c/${id}`, mainUrl: `/m/${id}` });
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

beforeEach(() => {
  pending.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useImageUploads', () => {
  it('uploads one file at a time, in order, with progress', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles([file('a.jpg'), file('b.png')]));

    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]?.file.name).toBe('a.jpg');
    expect(result.current.items.map((item) => item.status)).toEqual(['uploading', 'queued']);
    expect(result.current.busy).toBe(true);

    act(() => pending[0]?.progress(0.5));
    expect(result.current.items[0]?.progress).toBe(0.5);

    await act(async () => pending[0]?.resolve(image('img-a')));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.file.name).toBe('b.png');

    await act(async () => pending[1]?.resolve(image('img-b')));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.imageIds).toEqual(['img-a', 'img-b']);
  });

  it('refuses files that are not images', () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles([file('notes.pdf', 'application/pdf')]));
    expect(toast.error).toHaveBeenCalledWith('Only image files are allowed');
    expect(result.current.items).toHaveLength(0);
  });

  it('refuses a selection that would pass 10 pictures, naming how many there are', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles(Array.from({ length: 8 }, (_, i) => file(`${i}.jpg`))));
    act(() => result.current.addFiles([file('x.jpg'), file('y.jpg'), file('z.jpg')]));
    expect(toast.error).toHaveBeenCalledWith('Maximum 10 images allowed. You already have 8 images.');
    expect(result.current.items).toHaveLength(8);
  });

  it('cancels the upload in flight and moves on to the next', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles([file('a.jpg'), file('b.jpg')]));
    await waitFor(() => expect(pending).toHaveLength(1));

    const first = result.current.items[0]!.key;
    await act(async () => result.current.remove(first));
    expect(pending[0]?.abort).toHaveBeenCalled();
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(result.current.items.map((item) => item.file?.name)).toEqual(['b.jpg']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says 'Failed to upload some images' once the batch ends, and names a missing asset", async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles([file('a.jpg'), file('b.jpg')]));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]?.reject(new MissingAssetError()));
    expect(toast.error).toHaveBeenCalledWith('Backend did not return asset');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(toast.error).not.toHaveBeenCalledWith('Failed to upload some images');

    await act(async () => pending[1]?.resolve(image('img-b')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload some images'));
    expect(result.current.items.map((item) => item.status)).toEqual(['failed', 'done']);
    expect(result.current.imageIds).toEqual(['img-b']);
  });

  it('removes every picture at once, discarding uploaded ones on the server', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.addFiles([file('a.jpg')]));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]?.resolve(image('img-a')));
    await waitFor(() => expect(result.current.imageIds).toEqual(['img-a']));

    act(() => result.current.removeAll());
    expect(result.current.items).toHaveLength(0);
    expect(fetch).toHaveBeenCalledWith('/api/images/img-a', expect.objectContaining({ method: 'DELETE' }));
  });
});
