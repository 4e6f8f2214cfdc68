/** The category trees' counts (products, posts): an item counts in its categories and in each of their ancestors, once. */
import { countsInTree } from '@mocks/db/queries';

// root ─ skin ─ face
//      └ hair
const categories = [
  { id: 'root', parent: null },
  { id: 'skin', parent: 'root' },
  { id: 'face', parent: 'skin' },
  { id: 'hair', parent: 'root' },
];

it('counts an item in its category and every ancestor, once however many of its categories share them', () => {
  const counts = countsInTree(
    categories,
    [
      { categories: ['face'], publish: true },
      { categories: ['face', 'skin'], publish: true },
      { categories: ['hair', 'face'], publish: true },
    ],
    true,
  );
  expect(Object.fromEntries(counts)).toEqual({ root: 3, skin: 3, face: 3, hair: 1 });
});

it('leaves unpublished items out when asked, and counts them otherwise; a category with none has no entry', () => {
  const items = [
    { categories: ['hair'], publish: false },
    { categories: ['skin'], publish: true },
  ];
  expect(Object.fromEntries(countsInTree(categories, items, true))).toEqual({ root: 1, skin: 1 });
  expect(Object.fromEntries(countsInTree(categories, items, false))).toEqual({ root: 2, skin: 1, hair: 1 });
});
