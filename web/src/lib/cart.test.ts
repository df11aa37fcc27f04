import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItem, readCart, seedCart, STORE_A, STORE_B } from '../test/orders';
import { addToCart, cartTotal, clearCart, getCartItems, lineKey, parseCart, removeCartLines, setCartQuantity, useCartCount } from './cart';
import { checkoutPath, groupByStore, selectForCheckout } from './cart-stores';

afterEach(() => window.localStorage.clear());

describe('the cart', () => {
  it('adding the same product in the same size raises its quantity; another size is another line', () => {
    addToCart(cartItem({ quantity: 1 }));
    addToCart(cartItem({ quantity: 2 }));
    addToCart(cartItem({ size: 'L' }));
    expect(readCart().map((line) => [line.size, line.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('never holds more than the stock, nor less than 1', () => {
    addToCart(cartItem({ stock: 2, quantity: 5 }));
    expect(getCartItems()[0]!.quantity).toBe(2);
    const key = lineKey(cartItem());
    setCartQuantity(key, 9);
    expect(getCartItems()[0]!.quantity).toBe(2);
    setCartQuantity(key, 1);
    expect(getCartItems()[0]!.quantity).toBe(1);
  });

  it('a quantity of 0 or less removes the line', () => {
    addToCart(cartItem());
    setCartQuantity(lineKey(cartItem()), 0);
    expect(readCart()).toEqual([]);
    addToCart(cartItem());
    setCartQuantity(lineKey(cartItem()), -3);
    expect(readCart()).toEqual([]);
  });

  it('removes only the lines bought, keeping the other stores', () => {
    const a = cartItem();
    const b = cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', store: STORE_B, size: null, hasSizes: false });
    seedCart([a, b]);
    removeCartLines([lineKey(a)]);
    expect(readCart().map((line) => line.title)).toEqual([b.title]);
    clearCart();
    expect(readCart()).toEqual([]);
  });

  it('reads a damaged or foreign value as an empty cart, and drops lines it cannot use', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart(JSON.stringify([{ _id: 'x' }, cartItem({ store: null })]))).toHaveLength(1);
  });

  it('counts items (the sum of quantities) for the header badge and follows every change', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => addToCart(cartItem({ quantity: 2 })));
    act(() => addToCart(cartItem({ size: 'S', quantity: 3 })));
    expect(result.current).toBe(5);
    expect(cartTotal(getCartItems())).toBe(5 * 799);
  });
});

describe('the cart, store by store', () => {
  const a = cartItem();
  const b = cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', store: STORE_B });

  it('groups lines by store in the order the stores first appear', () => {
    const a2 = cartItem({ size: 'L' });
    expect(groupByStore([a, b, a2]).map((group) => [group.store.name, group.items.length])).toEqual([
      ['Campus Threads', 2],
      ['Book Nook', 1],
    ]);
  });

  it('checks out the only store, or the one asked for; several stores with none chosen, or a line without its store, cannot', () => {
    expect(selectForCheckout([], null)).toEqual({ kind: 'empty' });
    expect(selectForCheckout([a], null)).toMatchObject({ kind: 'ready', group: { store: STORE_A } });
    expect(selectForCheckout([a, b], null)).toEqual({ kind: 'several-stores' });
    expect(selectForCheckout([a, b], STORE_B._id)).toMatchObject({ kind: 'ready', group: { store: STORE_B, items: [b] } });
    expect(selectForCheckout([a, cartItem({ store: null, size: 'XL' })], STORE_A._id)).toEqual({ kind: 'missing-store' });
    expect(checkoutPath(STORE_B._id, 2)).toBe(`/checkout?store=${STORE_B._id}`);
    expect(checkoutPath(STORE_A._id, 1)).toBe('/checkout');
  });
});
