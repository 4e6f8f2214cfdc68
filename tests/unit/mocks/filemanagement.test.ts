/** The filemanagement mock: who may download a file with auth on, comma-joined delete, directory refusals. */
import { db, seededApiKey } from '@mocks/db';
import { call, firstMessage } from './helpers';

const admin = seededApiKey('u1');
const F = 'filemanagement/v1';

describe('filemanagement mock', () => {
  it('lets a listed user OR a user with a listed role download a file with auth on, nobody else', async () => {
    const roleId = db.roles.find((r) => r.name === 'FILE_MANAGEMENT')!.id;
    const listedUser = db.users.find((u) => u.enable && !u.roles.includes(roleId) && u.id !== 'u1')!;
    const withRole = db.users.find((u) => u.enable && u.roles.includes(roleId) && u.id !== 'u1')!;
    const outsider = db.users.find((u) => u.enable && u.id !== 'u1' && u.id !== listedUser.id && !u.roles.includes(roleId) && !u.roles.some((r) => db.roles.find((x) => x.id === r)?.name === 'ADMIN'))!;
    const file = db.files.find((f) => !f.auth)!;
    const edit = await call(`${F}/file/${file.id}`, {
      key: admin,
      method: 'PUT',
      body: { alias: 'secret', directory: file.directory, auth: true, users: [listedUser.id], roles: [roleId] },
    });
    expect(edit.json.success).toBe(true);
    const download = (key?: string) => call('dashboard/v1/downloadFile/', { key, query: { ids: file.id } });
    expect((await download(seededApiKey(listedUser.id))).status).toBe(200);
    expect((await download(seededApiKey(withRole.id))).status).toBe(200);
    expect((await download(admin)).status).toBe(200);
    expect((await download(seededApiKey(outsider.id))).status).toBe(403);
    expect((await download()).status).toBe(401);
    expect((await call('site/v1/downloadFile/', { query: { ids: file.id } })).status).toBe(403);
  });

  it('deletes comma-joined ids and refuses a directory with subdirectories or files', async () => {
    const [a, b] = db.files.slice(0, 2);
    const del = await call(`${F}/file/${a.id},${b.id}`, { key: admin, method: 'DELETE' });
    expect(del.json.success).toBe(true);
    expect(db.files.some((f) => f.id === a.id || f.id === b.id)).toBe(false);

    const parent = db.directories.find((d) => db.directories.some((c) => c.parent === d.id))!;
    const withParent = await call(`${F}/directory/${parent.id}`, { key: admin, method: 'DELETE' });
    expect(firstMessage(withParent.json)).toBe('This directory has subdirectories and cannot be deleted.');
    const leafWithFiles = db.directories.find((d) => !db.directories.some((c) => c.parent === d.id) && db.files.some((f) => f.directory === d.id))!;
    const withFiles = await call(`${F}/directory/${leafWithFiles.id}`, { key: admin, method: 'DELETE' });
    expect(firstMessage(withFiles.json)).toBe('This directory still has files and cannot be deleted.');

    const added = await call(`${F}/directory`, { key: admin, body: { name: 'Empty', parent: parent.id } });
    expect(added.json.success).toBe(true);
    const tree = await call(`${F}/directory/tree`, { key: admin, language: 'en' });
    const node = tree.json.data.content.flatMap((d: { children: unknown[] }) => [d, ...d.children]).find((d: { id: string }) => d.id === parent.id);
    expect(node.children.map((c: { name: string; files: number }) => [c.name, c.files])).toContainEqual(['Empty', 0]);
    expect((await call(`${F}/directory/${added.json.data.content}`, { key: admin, method: 'DELETE' })).json.success).toBe(true);
    const refused = await call(`${F}/file/list`, { key: admin, body: { name: 'x'.repeat(101) } });
    expect(refused.json.success).toBe(false);
  });
});
