import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makePdf, multipartBody } from '../../test/files-fixtures.js';
import { buildUser, call, makeProfilePublic, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const MINE = '/api/v1/user/portfolio';

async function uploadPicture(token: string, code: string, file?: Buffer) {
  const { payload, contentType } = multipartBody(file ?? (await makeImage('jpeg', 1200, 800)), {
    filename: 'shot.jpg',
    contentType: 'image/jpeg',
  });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refCode=${code}&refType=portfolio-image`,
    headers: { 'content-type': contentType, token },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('portfolio case studies', () => {
  it('lets a freelancer add, change and delete case studies with uploaded pictures, shown beside her public profile', async () => {
    const ada = await buildVerifiedUser(h, 'freelancer', 'Ada Designer');
    await makeProfilePublic(h.app, ada.token);
    const picture = await uploadPicture(ada.token, ada.code);
    expect(picture.statusCode).toBe(200);
    expect(picture.body.result).toMatchObject({ refType: 'portfolio-image', mimeType: 'image/webp' });
    const imageId: string = picture.body.result._id;

    const created = await call(h.app, 'POST', MINE, {
      token: ada.token,
      body: {
        title: 'Checkout redesign',
        description: 'Cut checkout drop-off by a third.',
        link: 'https://example.com/case',
        imageIds: [imageId],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({
      title: 'Checkout redesign',
      link: 'https://example.com/case',
      images: [{ _id: imageId, mimeType: 'image/webp' }],
    });
    const id: string = created.body.result.id;

    // Guests see it beside the public profile, and the picture downloads like an avatar.
    const publicView = await call(h.app, 'GET', `/api/v1/user/public-profile/${ada.code}/portfolio`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.body.result.items).toMatchObject([{ id, title: 'Checkout redesign' }]);
    const image = await h.app.inject({ method: 'GET', url: publicView.body.result.items[0].images[0].url });
    expect(image.statusCode).toBe(200);

    const updated = await call(h.app, 'PUT', `${MINE}/${id}`, {
      token: ada.token,
      body: { title: 'Checkout redesign, 2026', imageIds: [] },
    });
    expect(updated.body.result).toMatchObject({
      title: 'Checkout redesign, 2026',
      description: '',
      images: [],
    });
    expect((await call(h.app, 'GET', MINE, { token: ada.token })).body.result.items).toHaveLength(1);

    const deleted = await call(h.app, 'DELETE', `${MINE}/${id}`, { token: ada.token });
    expect(deleted.body.result).toEqual({ deleted: true });
    expect((await call(h.app, 'GET', MINE, { token: ada.token })).body.result.items).toEqual([]);
  });

  it('removes a deleted case study’s pictures', async () => {
    const ada = await buildVerifiedUser(h, 'freelancer');
    const picture = await uploadPicture(ada.token, ada.code);
    const created = await call(h.app, 'POST', MINE, {
      token: ada.token,
      body: { title: 'Logo', imageIds: [picture.body.result._id] },
    });
    await call(h.app, 'DELETE', `${MINE}/${created.body.result.id}`, { token: ada.token });
    const image = await h.app.inject({ method: 'GET', url: picture.body.result.url });
    expect(image.statusCode).toBe(404);
  });

  it('answers 404 for another freelancer’s case study or picture, and changes nothing', async () => {
    const ada = await buildVerifiedUser(h, 'freelancer');
    const bob = await buildVerifiedUser(h, 'freelancer');
    const adaPicture = await uploadPicture(ada.token, ada.code);
    const created = await call(h.app, 'POST', MINE, { token: ada.token, body: { title: 'Mine' } });
    const id = created.body.result.id;
    for (const res of [
      await call(h.app, 'PUT', `${MINE}/${id}`, { token: bob.token, body: { title: 'Stolen' } }),
      await call(h.app, 'DELETE', `${MINE}/${id}`, { token: bob.token }),
      await call(h.app, 'POST', MINE, {
        token: bob.token,
        body: { title: 'x', imageIds: [adaPicture.body.result._id] },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call(h.app, 'GET', MINE, { token: ada.token })).body.result.items[0].title).toBe('Mine');
    // Uploading a picture under someone else's code is refused too.
    expect((await uploadPicture(bob.token, ada.code)).statusCode).toBe(404);
  });

  it('refuses employers and agencies (403), guests (401), and bad input (400)', async () => {
    const employer = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const agency = await buildVerifiedUser(h, 'agency');
    for (const token of [employer.token, agency.token]) {
      expect((await call(h.app, 'GET', MINE, { token })).statusCode).toBe(403);
      expect((await call(h.app, 'POST', MINE, { token, body: { title: 'x' } })).statusCode).toBe(403);
    }
    expect((await uploadPicture(agency.token, agency.code)).statusCode).toBe(400);
    expect((await call(h.app, 'GET', MINE)).statusCode).toBe(401);
    const ada = await buildVerifiedUser(h, 'freelancer');
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(121) },
      { title: 'ok', link: 'javascript:alert(1)' },
      { title: 'ok', imageIds: ['not-an-id'] },
    ]) {
      const res = await call(h.app, 'POST', MINE, { token: ada.token, body });
      expect(res.statusCode).toBe(400);
    }
    expect((await uploadPicture(ada.token, ada.code, makePdf())).statusCode).toBe(415);
    expect((await call(h.app, 'GET', '/api/v1/user/public-profile/NOSUCHCODE/portfolio')).statusCode).toBe(
      404,
    );
  });

  it('makes case-study titles findable in talent search, and forgets a deleted one (migration 0034)', async () => {
    const ada = await buildVerifiedUser(h, 'freelancer', 'Ada Casework');
    const employer = await buildVerifiedUser(h, 'employer');
    const codesFor = async (keyword: string) => {
      const res = await call(h.app, 'GET', `/api/v1/talent?jobName=${keyword}`, { token: employer.token });
      expect(res.statusCode, res.raw).toBe(200);
      return (res.body.result.items as { code: string }[]).map((item) => item.code);
    };
    expect(await codesFor('zanzibar')).not.toContain(ada.code);
    const created = await call(h.app, 'POST', MINE, {
      token: ada.token,
      body: { title: 'Zanzibar ferry bookings', description: 'A booking app for island ferries.' },
    });
    expect(created.statusCode, created.raw).toBe(200);
    await expect.poll(() => codesFor('zanzibar'), { timeout: 5_000 }).toContain(ada.code);
    await call(h.app, 'DELETE', `${MINE}/${created.body.result.id}`, { token: ada.token });
    await expect.poll(() => codesFor('zanzibar'), { timeout: 5_000 }).not.toContain(ada.code);
  });
});
