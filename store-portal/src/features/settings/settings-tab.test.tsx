import { json, stubFetch } from '@web/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD, SESSION, STORE } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { toast } from 'sonner';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();
vi.mock('../../lib/upload-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/upload-image')>();
  return { ...original, uploadPortalImage: () => ({ promise: Promise.reject(new original.UploadError('Upload failed with status 500')), abort: () => {} }) };
});

function stubSettings(extra: Record<string, Response> = {}) {
  return stubFetch({
    'GET /api/store-portal/session': json(SESSION),
    'GET /api/store-portal/dashboard': json(DASHBOARD),
    ...extra,
  });
}

async function openSettings() {
  renderPortal('/?tab=settings');
  return screen.findByRole('heading', { name: 'Store Settings' }, { timeout: 15_000 });
}

describe('the store settings tab', () => {
  it('shows the settings and the owner, who cannot be edited', async () => {
    stubSettings();
    await openSettings();
    expect(screen.getByText('Clothing & Fashion')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Owner (read only)' })).toBeInTheDocument();
    expect(screen.getByText('asha@campus.edu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByDisplayValue('asha@campus.edu')).not.toBeInTheDocument();
  });

  it('checks the name, the payment options and the contact link before saving', async () => {
    const fetchMock = stubSettings();
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText(/Store name/));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prepaid (online payment)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cash on Delivery' }));
    const link = screen.getByLabelText(/Contact link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one payment option')).toBeInTheDocument();
    expect(screen.getByText('Enter an https:// chat link or a mailto: address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/store-portal/store', expect.anything());
  });

  it('saves the settings and shows the new name in the header', async () => {
    const saved = { ...STORE, name: 'Campus Threads Co', contactLink: 'mailto:asha@campus.edu', designPreset: { colorScheme: '2' as const } };
    const fetchMock = stubSettings({ 'PATCH /api/store-portal/store': json(saved) });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText(/Store name/), ' Co');
    const link = screen.getByLabelText(/Contact link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'mailto:asha@campus.edu');
    await userEvent.click(screen.getByRole('radio', { name: 'Scheme 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Store settings updated successfully'));
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/store-portal/store');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name: 'Campus Threads Co',
      description: STORE.description,
      category: 'clothing-fashion',
      location: 'Block C',
      contactInfo: '+91 98765 43210',
      contactLink: 'mailto:asha@campus.edu',
      paymentOptions: ['prepaid', 'cod'],
      designPreset: { colorScheme: '2' },
      logoImageId: null,
      coverImageId: null,
      bannerImageIds: [],
    });
    expect(await screen.findByText('Campus Threads Co', { selector: 'header p' })).toBeInTheDocument();
  });

  it("says 'Failed to update store settings' and 'Failed to upload images' on failures", async () => {
    stubSettings({ 'PATCH /api/store-portal/store': json({ type: 'about:blank', title: 'Error', status: 500 }, 500) });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const logo = within(screen.getByRole('group', { name: 'Logo' })).getByLabelText('Add image');
    await userEvent.upload(logo, new File(['x'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload images'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update store settings'));
  });

  it('regenerates the entry code after a confirmation and shows it once, with a warning', async () => {
    const fetchMock = stubSettings({ 'POST /api/store-portal/entry-code': json({ entryCode: '9876543210123456' }, 201) });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Entry Code' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/store-portal/entry-code', expect.anything());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Entry code regenerated successfully'));
    const shown = await screen.findByRole('dialog', { name: 'Your new entry code' });
    expect(within(shown).getByText('9876 5432 1012 3456')).toBeInTheDocument();
    expect(within(shown).getByText('Save this code now. It will not be shown again.')).toBeInTheDocument();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith('9876543210123456');
  });

  it("says 'Failed to regenerate entry code' when it fails", async () => {
    stubSettings({ 'POST /api/store-portal/entry-code': json({ type: 'about:blank', title: 'Error', status: 500 }, 500) });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Entry Code' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to regenerate entry code'));
  });
});
