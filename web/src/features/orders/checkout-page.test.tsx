import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/api-stub';
import { bodiesOf as bodyOf, fillDetails, landed, renderCheckout, resetBetweenTests, STORE_PATH } from '../../test/checkout';
import { cartItem, seedCart, store, STORE_A, STORE_B } from '../../test/orders';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

resetBetweenTests();

describe('checkout: before the form', () => {
  it('an empty cart goes back to /cart', async () => {
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
  });

  it('a visitor is asked to log in and brought back afterwards', async () => {
    seedCart([cartItem()]);
    renderCheckout({}, { session: null, at: `/checkout?store=${STORE_A._id}` });
    expect(await landed()).toHaveTextContent(`/login?returnTo=${encodeURIComponent(`/checkout?store=${STORE_A._id}`)}`);
    expect(toast.info).toHaveBeenCalledWith('Please log in to complete your purchase');
  });

  it('lines without their store go back to /cart with the reason', async () => {
    seedCart([cartItem({ store: null })]);
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
    expect(toast.error).toHaveBeenCalledWith('Some items in your cart are missing store information. Please remove and re-add them.');
  });

  it('several stores with none chosen go back to /cart: one store at a time', async () => {
    seedCart([cartItem(), cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', store: STORE_B })]);
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
    expect(toast.error).toHaveBeenCalledWith('All items in cart must be from the same store');
  });

  it('several stores with one chosen checks out that store only', async () => {
    const book = cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', title: 'Physics Notes', store: STORE_B, hasSizes: false, size: null });
    seedCart([cartItem(), book]);
    renderCheckout({ [`/api/stores/${STORE_B._id}`]: json(store(['cod'], STORE_B)) }, { at: `/checkout?store=${STORE_B._id}` });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Physics Notes');
    expect(summary).not.toHaveTextContent('Blue Hoodie');
    expect(summary).toHaveTextContent('From Book Nook');
  });
});

describe('checkout: the form', () => {
  it('fills in the name and e-mail, shows the summary with 48 px pictures, and a single payment option comes chosen', async () => {
    seedCart([cartItem({ quantity: 2 })]);
    renderCheckout({ [STORE_PATH]: json(store(['cod'])) });
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('viewer@campus.edu');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.querySelector('img')).toHaveAttribute('width', '48');
    expect(summary).toHaveTextContent('Total₹1,598.00');
    expect(await screen.findByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Prepaid/ })).not.toBeInTheDocument();
  });

  it("says each field's message under it", async () => {
    seedCart([cartItem()]);
    renderCheckout({ [STORE_PATH]: json(store()) });
    const name = await screen.findByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await screen.findByRole('radio', { name: /Prepaid/ });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'Pincode is required',
      'Please select a payment method',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(name).toHaveAccessibleDescription('Full Name is required');

    await userEvent.type(screen.getByLabelText(/^Email/), 'ravi.campus.edu');
    await userEvent.type(screen.getByLabelText(/^Phone/), '98765');
    await userEvent.type(screen.getByLabelText(/^Pincode/), '6320');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  });

  it('a product with sizes but none chosen asks for one and places nothing', async () => {
    seedCart([cartItem({ size: null })]);
    const { calls } = renderCheckout({ [STORE_PATH]: json(store(['cod'])) });
    await fillDetails();
    await screen.findByRole('radio', { name: /Cash on Delivery/ });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please select a size for Blue Hoodie')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/api/orders')).toEqual([]);
  });

  it('a store without payment options says so and cannot be checked out', async () => {
    seedCart([cartItem()]);
    renderCheckout({ [STORE_PATH]: json({ ...store(), paymentOptions: [] }) });
    expect(await screen.findByText('No payment options available for this store.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
