import { describe, expect, it } from 'vitest';
import { itemDrawings } from '../../../seeds/demo/item-drawings.js';
import { itemKindOf } from '../../../seeds/demo/item-kinds.js';
import { listings } from '../../../seeds/demo/listings-data.js';
import { pictureSvg } from '../../../seeds/demo/picture-svg.js';
import { requests } from '../../../seeds/demo/requests-data.js';
import { demoStores } from '../../../seeds/demo/stores-data.js';

const titles = [
  ...listings.map((l) => l.title),
  ...requests.map((r) => r.title),
  ...demoStores.flatMap((s) => s.products.map((p) => p.title)),
];

describe('demo pictures', () => {
  it('draws every demo listing, request and store product as the item it is', () => {
    expect(titles.filter((title) => itemKindOf(title) === undefined)).toEqual([]);
  });

  it.each([
    ['Canvas tote bag', 'tote'],
    ['Laptop backpack, Wildcraft 35 L', 'backpack'],
    ['Mechanical keyboard, Redragon K552', 'keyboard'],
    ['Mechanical keyboard (blue switches)', 'keyboard'],
    ['Fastrack analog watch', 'watch'],
    ['PS4 controller (DualShock 4) to borrow', 'gamepad'],
    ['Foldable bookshelf, 4 tiers', 'bookshelf'],
    ['Tripod for a DSLR, for the fest', 'tripod'],
    ['Want a study desk for my new room', 'table'],
    ['Harry Potter box set', 'books'],
    ['The God of Small Things', 'book'],
  ])('%s is drawn as a %s', (title, kind) => {
    expect(itemKindOf(title)).toBe(kind);
  });

  it("puts the item's own drawing in the picture, not its category's", () => {
    const tote = pictureSvg({ category: 'accessories', seed: 1, view: 0, item: 'Canvas tote bag' });
    const ink = { c: 'C', d: 'D', a: 'A' };
    // The tote's handles are in the picture; the watch face (the accessories drawing) is not.
    expect(tote).toContain(itemDrawings.tote(ink).slice(0, 40));
    expect(tote).not.toContain('<circle r="50" fill="#fdfdfd"/>');
  });
});
