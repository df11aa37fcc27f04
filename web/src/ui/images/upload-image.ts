import { ApiError } from '@thriftz/client/fetcher';
import { getUploadImageUrl } from '@thriftz/client/generated/images/images';
import type { Image, Problem } from '@thriftz/client/generated/model';

export const MISSING_ASSET_MESSAGE = 'Backend did not return asset';

/** The server answered 2xx without the stored image's id. */
export class MissingAssetError extends Error {
  constructor() {
    super(MISSING_ASSET_MESSAGE);
    this.name = 'MissingAssetError';
  }
}

export interface ImageUpload {
  promise: Promise<Image>;
  abort: () => void;
}

function problemFrom(xhr: XMLHttpRequest): Problem {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's page): fall back to the status line.
  }
  if (typeof body === 'object' && body !== null && 'status' in body) return body as Problem;
  return { type: 'about:blank', title: xhr.statusText || 'Upload failed', status: xhr.status };
}

/**
 * Uploads one picture to POST /api/images (multipart field `image`) with XMLHttpRequest, which,
 * unlike fetch, reports upload progress. Same-origin, so the session cookie goes along. Rejects
 * with ApiError for a problem answer, MissingAssetError for a 2xx without `_id`, a TypeError for
 * a network failure and an AbortError DOMException after `abort()`.
 */
export function uploadImageWithProgress(file: File, onProgress: (fraction: number) => void): ImageUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Image>((resolve, reject) => {
    xhr.open('POST', getUploadImageUrl());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(problemFrom(xhr)));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (typeof body !== 'object' || body === null || typeof (body as Partial<Image>)._id !== 'string') {
        reject(new MissingAssetError());
        return;
      }
      onProgress(1);
      resolve(body as Image);
    };
    xhr.onerror = () => reject(new TypeError('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
