import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@thriftz/client/fetcher';
import { applyServerErrors, serverPathMapper } from './apply-server-errors';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

type Field = 'title' | 'ageYears' | 'ageMonths' | 'latitude';
const formPath = serverPathMapper<Field>(
  [
    ['productAge/months', 'ageMonths'],
    ['productAge', 'ageYears'],
    ['location/lat', 'latitude'],
  ],
  ['title'],
);

describe('serverPathMapper', () => {
  it('maps nested API paths by the first matching prefix, and top-level ones by name', () => {
    expect(formPath('/body/productAge/months')).toBe('ageMonths');
    expect(formPath('/body/productAge/years')).toBe('ageYears');
    expect(formPath('/body/location/lat')).toBe('latitude');
    expect(formPath('/body/title')).toBe('title');
    expect(formPath('/body/title/0')).toBe('title');
  });

  it('gives null for paths the form has no field for', () => {
    expect(formPath('/body/imageIds/0')).toBeNull();
    expect(formPath('/body/nowhere')).toBeNull();
  });
});

describe('applyServerErrors', () => {
  const problem = (status: number, detail?: string) =>
    new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status,
      detail,
      errors: [
        { path: '/body/title', message: 'Title is too short.' },
        { path: '/body/imageIds/2', message: 'That picture is gone.' },
        { path: '/body/nowhere', message: 'Ignored.' },
      ],
    });

  it('puts field messages under their fields, picture ones on the uploader, and toasts the detail', () => {
    const setError = vi.fn();
    const setImagesError = vi.fn();
    const message = applyServerErrors(problem(400, 'Check the form.'), { formPath, setError, setImagesError, fallback: 'Failed' });

    expect(setError).toHaveBeenCalledExactlyOnceWith('title', { type: 'server', message: 'Title is too short.' });
    expect(setImagesError).toHaveBeenCalledExactlyOnceWith('That picture is gone.');
    expect(toast.error).toHaveBeenCalledWith('Check the form.');
    expect(message).toBe('Check the form.');
  });

  it('toasts the fallback for a server failure or a non-API error', () => {
    const options = { formPath, setError: vi.fn(), setImagesError: vi.fn(), fallback: 'Failed to create' };
    expect(applyServerErrors(problem(500, 'Internal detail'), options)).toBe('Failed to create');
    expect(applyServerErrors(new TypeError('Failed to fetch'), options)).toBe('Failed to create');
    expect(toast.error).toHaveBeenLastCalledWith('Failed to create');
  });
});
