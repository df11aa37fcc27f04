import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItem, readCart, seedCart, STORE_B } from '../../test/orders';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { CartLink } from './cart-link';
import CartPage from './cart-page';
import { OUT_OF_STOCK_REASON } from './checkout-button';

const renderCart = () => renderRoute([{ path: '/cart', element: <CartPage /> }, ELSEWHERE], '/cart');

const BOOK = cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', title: 'Physics Notes', price: 150, hasSizes: false, size: null, store: STORE_B });

afterEach(() => window.localStorage.clear());

describe('CartPage', () => {
  it('empty: says so and leads to the mini stores', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/mini-stores');
  });

  it('lists each line with its 80 px picture, size, store and price, and totals with free shipping and no tax', () => {
    seedCart([cartItem({ quantity: 2 })]);
    renderCart();
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Blue Hoodie' })).toHaveAttribute('href', '/mini-stores/campus-threads/product/c1c1c1c1-1111-4222-8333-444444444444');
    expect(line).toHaveTextContent('Size: M');
    expect(within(screen.getByRole('region', { name: 'Campus Threads' })).getByRole('listitem')).toBe(line);
    expect(line).toHaveTextContent('₹1,598.00');
    const picture = line.querySelector('img')!;
    expect(picture).toHaveAttribute('width', '80');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal (2 items)₹1,598.00');
    expect(summary).toHaveTextContent('ShippingFree');
    expect(summary).toHaveTextContent('Tax₹0.00');
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('steps the quantity between 1 and the stock, and removes a line', async () => {
    seedCart([cartItem({ stock: 2 })]);
    renderCart();
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Blue Hoodie' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Blue Hoodie' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(readCart()[0]!.quantity).toBe(2);
    expect(plus).toBeDisabled();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await userEvent.click(minus);
    expect(readCart()[0]!.quantity).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Blue Hoodie' }));
    expect(readCart()).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('an out-of-stock line disables checkout and says why', () => {
    seedCart([cartItem(), cartItem({ size: 'L', stock: 0 })]);
    renderCart();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(OUT_OF_STOCK_REASON);
  });

  it('items from several stores: one store at a time, each with its own checkout', () => {
    seedCart([cartItem(), BOOK]);
    renderCart();
    expect(screen.getByText('All items in cart must be from the same store')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check out Campus Threads' })).toHaveAttribute('href', '/checkout?store=a0a0a0a0-1111-4222-8333-444444444444');
    expect(screen.getByRole('link', { name: 'Check out Book Nook' })).toHaveAttribute('href', `/checkout?store=${STORE_B._id}`);
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lines saved without their store block checkout with the spec message', () => {
    seedCart([cartItem({ store: null })]);
    renderCart();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveAccessibleDescription(
      'Some items in your cart are missing store information. Please remove and re-add them.',
    );
  });
});

describe('CartLink', () => {
  const renderLink = () => renderRoute([{ path: '*', element: <CartLink /> }], '/');

  it('names the count and shows it on the badge', () => {
    seedCart([cartItem({ quantity: 3 })]);
    renderLink();
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('3');
  });

  it('caps the badge at 9+', () => {
    seedCart([cartItem({ quantity: 6, stock: 20 }), cartItem({ size: 'L', quantity: 6, stock: 20 })]);
    renderLink();
    const link = screen.getByRole('link', { name: 'Cart, 12 items' });
    expect(link).toHaveTextContent('9+');
  });

  it('an empty cart has no badge', () => {
    renderLink();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveTextContent('');
  });
});
