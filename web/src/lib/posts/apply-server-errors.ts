import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { errorMessage } from '../api-error';

/**
 * Builds the mapping from the API's JSON-pointer paths (`/body/productAge/years`) to form fields.
 * Nested API fields are found by prefix, in the given order (so a longer prefix must come first);
 * anything else by its first segment, when the form has a field of that name.
 */
export function serverPathMapper<Path extends string>(
  prefixes: ReadonlyArray<readonly [prefix: string, field: Path]>,
  fields: ReadonlyArray<Path>,
): (apiPath: string) => Path | null {
  return (apiPath) => {
    const path = apiPath.replace(/^\/body\//, '');
    for (const [prefix, field] of prefixes) if (path.startsWith(prefix)) return field;
    const head = path.split('/')[0] as Path;
    return fields.includes(head) ? head : null;
  };
}

/**
 * After a failed create: puts each of the problem's field messages under its field (picture
 * problems go to the uploader, which is not a form field), then toasts the server's words for a
 * refusal (its 4xx detail), else `fallback`. Returns the toasted text, for pages that react to a
 * particular refusal.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  {
    formPath,
    setError,
    setImagesError,
    fallback,
  }: {
    formPath: (apiPath: string) => FieldPath<Values> | null;
    setError: UseFormSetError<Values>;
    setImagesError: (message: string) => void;
    fallback: string;
  },
): string {
  if (error instanceof ApiError) {
    for (const fieldError of error.problem.errors ?? []) {
      const path = formPath(fieldError.path);
      if (path) setError(path, { type: 'server', message: fieldError.message });
      else if (fieldError.path.includes('imageIds')) setImagesError(fieldError.message);
    }
  }
  const message = errorMessage(error, fallback);
  toast.error(message);
  return message;
}
