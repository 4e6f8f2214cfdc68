/** A directory's count in the tree covers the files of its subdirectories too. */
import { filesUnder } from '@/features/admin/files/Directory';

it('counts the files of a directory and of every directory under it', () => {
  const tree = {
    files: 2,
    children: [
      { id: 'a', name: 'a', files: 3, children: [{ id: 'b', name: 'b', files: 4 }] },
      { id: 'c', name: 'c', files: 0, children: [] },
    ],
  };
  expect(filesUnder(tree)).toBe(9);
  expect(filesUnder({ files: undefined })).toBe(0);
});
