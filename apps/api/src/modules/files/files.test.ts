import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeImage,
  makePdf,
  makePngBomb,
  makeZip,
  multipartBody,
} from '../../test/files-fixtures.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

type UploadOptions = { filename?: string; contentType?: string; field?: string };

async function upload(token: string | undefined, query: string, file: Buffer, options: UploadOptions = {}) {
  const { payload, contentType } = multipartBody(file, options);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?${query}`,
    headers: { 'content-type': contentType, ...(token ? { token } : {}) },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

async function userCode(token: string): Promise<string> {
  return (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result.code;
}

async function companyCode(token: string): Promise<string> {
  return (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result.company.code;
}

function download(url: string, token?: string) {
  return h.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
}

describe('POST /api/v1/file/upload: avatars', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('re-encodes a %s picture as a 512 px WebP', async (format) => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await userCode(token);
    const res = await upload(token, `refCode=${code}&refType=avatar`, await makeImage(format, 1200, 900), {
      filename: `me.${format}`,
      contentType: `image/${format}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      message: 'ok',
      result: { refType: 'avatar', refCode: code, mimeType: 'image/webp', name: 'avatar.webp' },
    });
    const file = await download(res.body.result.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['content-disposition']).toContain('inline; filename="avatar.webp"');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    expect(profile.avatar).toEqual([
      {
        _id: res.body.result._id,
        name: 'avatar.webp',
        url: res.body.result.url,
        mimeType: 'image/webp',
        size: res.body.result.size,
      },
    ]);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await userCode(token);
    const first = await upload(token, `refCode=${code}&refType=avatar`, await makeImage('png'));
    const second = await upload(token, `refCode=${code}&refType=avatar`, await makeImage('jpeg'));
    expect(second.statusCode).toBe(200);
    expect((await download(first.body.result.url)).statusCode).toBe(404);
    expect((await download(second.body.result.url)).statusCode).toBe(200);
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    expect(profile.avatar.map((f: { _id: string }) => f._id)).toEqual([second.body.result._id]);
    const stored = await readdir(h.uploadsDir);
    expect(stored.some((name) => name.startsWith(first.body.result._id))).toBe(false);
    expect(stored.every((name) => /^[0-9a-f-]{36}\.(webp|pdf|docx)$/.test(name))).toBe(true);
  });

  it('keeps exactly one avatar when uploads race', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await userCode(token);
    const results = await Promise.all(
      Array.from({ length: 4 }, async () =>
        upload(token, `refCode=${code}&refType=avatar`, await makeImage('png')),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    expect(profile.avatar).toHaveLength(1);
    expect((await download(profile.avatar[0].url)).statusCode).toBe(200);
    const others = results
      .map((r) => r.body.result.url)
      .filter((url: string) => url !== profile.avatar[0].url);
    for (const url of others) expect((await download(url)).statusCode).toBe(404);
  });

  it('takes the company code as refCode for an employer’s or agency’s logo', async () => {
    for (const role of ['employer', 'agency'] as const) {
      const { token } = await buildUser(h.app, { role });
      const code = await companyCode(token);
      const res = await upload(token, `refCode=${code}&refType=avatar`, await makeImage('png'));
      expect(res.statusCode).toBe(200);
      const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
      expect(profile.company.avatar[0]._id).toBe(res.body.result._id);
      expect(profile.avatar).toEqual([]);
    }
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const bomb = makePngBomb();
    expect(bomb.length).toBeLessThan(1000);
    const started = performance.now();
    const res = await upload(token, `refCode=${await userCode(token)}&refType=avatar`, bomb);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a real picture above the pixel limit (8000 × 6000)', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const big = await makeImage('png', 8000, 6000);
    const res = await upload(token, `refCode=${await userCode(token)}&refType=avatar`, big);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses files that are not pictures, whatever their name and claimed type', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const query = `refCode=${await userCode(token)}&refType=avatar`;
    for (const file of [makePdf(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), makeDocx()]) {
      const res = await upload(token, query, file, { filename: 'me.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(415);
      expect(res.body).toEqual({
        status: 415,
        message: 'UNSUPPORTED_FILE_TYPE',
        error: { en: 'A picture must be a JPEG, PNG or WebP image.' },
        requestId: expect.any(String),
      });
    }
  });

  it('refuses a truncated picture with a clear message', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const broken = (await makeImage('jpeg', 400, 300)).subarray(0, 200);
    const res = await upload(token, `refCode=${await userCode(token)}&refType=avatar`, broken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('INVALID_IMAGE');
  });

  it('refuses an avatar over 5 MB', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const padded = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(token, `refCode=${await userCode(token)}&refType=avatar`, padded);
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatchObject({
      message: 'FILE_TOO_LARGE',
      error: { en: expect.stringContaining('5 MB') },
    });
  });
});

describe('POST /api/v1/file/upload: resumes', () => {
  it('stores a PDF and a DOCX and serves them as attachments to the owner, employers and agencies', async () => {
    // The profile is public (onboarded), so employers and agencies may read its resume (decision 053).
    const owner = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const code = await userCode(owner.token);
    const pdf = await upload(owner.token, `refCode=${code}&refType=resume`, makePdf(), {
      filename: '../../My CV.pdf',
      contentType: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body.result).toMatchObject({ mimeType: 'application/pdf', name: 'My CV.pdf' });
    const employer = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const agency = await buildUser(h.app, { role: 'agency', isOnboard: true });
    for (const token of [owner.token, employer.token, agency.token]) {
      const file = await download(pdf.body.result.url, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(makePdf())).toBe(true);
    }

    const docx = await upload(owner.token, `refCode=${code}&refType=resume`, makeDocx(), {
      filename: 'résumé.docx',
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.body.result.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await download(pdf.body.result.url, owner.token)).statusCode).toBe(404);
  });

  it('hides a resume from guests (401) and other freelancers (404)', async () => {
    const owner = await buildUser(h.app, { role: 'freelancer' });
    const other = await buildUser(h.app, { role: 'freelancer' });
    const res = await upload(owner.token, `refCode=${await userCode(owner.token)}&refType=resume`, makePdf());
    expect((await download(res.body.result.url)).statusCode).toBe(401);
    const asOther = await download(res.body.result.url, other.token);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().message).toBe('NOT_FOUND');
  });

  it('refuses pictures, plain ZIPs and text as resumes', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const query = `refCode=${await userCode(token)}&refType=resume`;
    for (const file of [await makeImage('png'), makeZip({ 'a.txt': 'hi' }), Buffer.from('hello')]) {
      const res = await upload(token, query, file, { filename: 'cv.pdf', contentType: 'application/pdf' });
      expect(res.statusCode).toBe(415);
      expect(res.body.error.en).toBe('A resume must be a PDF or a Word (.docx) document.');
    }
  });

  it('refuses a resume over 10 MB', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const big = Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(token, `refCode=${await userCode(token)}&refType=resume`, big);
    expect(res.statusCode).toBe(413);
    expect(res.body.error.en).toContain('10 MB');
  });

  it('takes resumes only on a freelancer’s own profile', async () => {
    const employer = await buildUser(h.app, { role: 'employer' });
    for (const code of [await userCode(employer.token), await companyCode(employer.token)]) {
      const res = await upload(employer.token, `refCode=${code}&refType=resume`, makePdf());
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/v1/file/upload: who may upload what', () => {
  it('answers 404 for someone else’s user or company code', async () => {
    const me = await buildUser(h.app, { role: 'freelancer' });
    const other = await buildUser(h.app, { role: 'freelancer' });
    const employer = await buildUser(h.app, { role: 'employer' });
    for (const code of [await userCode(other.token), await companyCode(employer.token), 'NOSUCHCODE']) {
      const res = await upload(me.token, `refCode=${code}&refType=avatar`, await makeImage('png'));
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('NOT_FOUND');
    }
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token: other.token })).body.result;
    expect(profile.avatar).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await upload(undefined, 'refCode=X&refType=avatar', await makeImage('png'));
    expect(res.statusCode).toBe(401);
  });

  it('checks the query, the content type and the field name', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await userCode(token);
    const badType = await upload(token, `refCode=${code}&refType=portrait`, await makeImage('png'));
    expect(badType.statusCode).toBe(400);
    expect(badType.body.error.en).toContain('refType must be one of avatar, resume');
    const noCode = await upload(token, 'refType=avatar', await makeImage('png'));
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body.error.en).toContain('refCode');

    const json = await call(h.app, 'POST', `/api/v1/file/upload?refCode=${code}&refType=avatar`, {
      token,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.body.message).toBe('UNSUPPORTED_MEDIA_TYPE');

    const wrongField = await upload(token, `refCode=${code}&refType=avatar`, await makeImage('png'), {
      field: 'picture',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.body.message).toBe('FILE_REQUIRED');

    const empty = await upload(token, `refCode=${code}&refType=avatar`, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('FILE_REQUIRED');
  });

  it('skips extra form fields and limits uploads per account', async () => {
    const limited = await startTestApp({
      rateLimitRules: { uploadsPerUser: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const reg = await call(limited.app, 'POST', '/api/v1/user/register', {
        body: {
          fullname: 'Lim Ited',
          email: 'limited.uploader@example.test',
          password: 'correct horse battery',
        },
      });
      const token: string = reg.body.result.token;
      const code = (await call(limited.app, 'GET', '/api/v1/user/profile', { token })).body.result.code;
      const boundary = '----extrafield';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
        await makeImage('png'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const extra = await limited.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload?refCode=${code}&refType=avatar`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
        payload,
      });
      // A text field before the file is skipped, not stored.
      expect(extra.statusCode).toBe(200);
      const { payload: ok, contentType } = multipartBody(await makeImage('png'));
      const second = await limited.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload?refCode=${code}&refType=avatar`,
        headers: { 'content-type': contentType, token },
        payload: ok,
      });
      expect(second.statusCode).toBe(200);
      const third = await limited.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload?refCode=${code}&refType=avatar`,
        headers: { 'content-type': contentType, token },
        payload: ok,
      });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await download('/api/v1/file/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('/api/v1/file/not-a-uuid')).statusCode).toBe(400);
  });
});
