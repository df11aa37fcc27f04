import { describe, expect, it } from 'vitest';
import { adminAddressOf } from './staging-admin-redirect';

describe('adminAddressOf', () => {
  it('keeps the rest of a /staging/admin address under /admin/', () => {
    expect(adminAddressOf('/staging/admin')).toBe('/admin/');
    expect(adminAddressOf('/staging/admin/')).toBe('/admin/');
    expect(adminAddressOf('/staging/admin/users', '?page=2', '#top')).toBe('/admin/users?page=2#top');
  });
});
