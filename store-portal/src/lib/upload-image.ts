import { getUploadPortalImageUrl } from '@thriftz/client/generated/store-portal/store-portal';
import type { Image } from '@thriftz/client/generated/model';

export const UPLOAD_REASONS = {
  status: (code: number) => `Upload failed with status ${code}`,
  noAsset: 'Backend did not return valid asset data',
  network: 'Network error',
} as const;

/** Why one upload failed, in the words the toast names as its reason. */
export class UploadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UploadError';
  }
}

export interface ImageUpload {
  promise: Promise<Image>;
  abort: () => void;
}

function refusal(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { detail?: unknown };
    if (typeof body.detail === 'string' && xhr.status < 500) return body.detail;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return UPLOAD_REASONS.status(xhr.status);
}

/**
 * One picture to POST /api/store-portal/images (multipart field `image`) with XMLHttpRequest,
 * which, unlike fetch, reports upload progress. Same-origin, so the store session cookie goes
 * along. Rejects with UploadError, or an AbortError DOMException after `abort()`.
 */
export function uploadPortalImage(file: File, onProgress: (fraction: number) => void): ImageUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Image>((resolve, reject) => {
    xhr.open('POST', getUploadPortalImageUrl());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadError(refusal(xhr)));
      let body: Partial<Image> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<Image>;
      } catch {
        body = null;
      }
      if (!body || typeof body._id !== 'string') return reject(new UploadError(UPLOAD_REASONS.noAsset));
      onProgress(1);
      resolve(body as Image);
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_REASONS.network));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
