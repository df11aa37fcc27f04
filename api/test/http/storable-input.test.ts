/**
 * Input that passes the contract but that PostgreSQL cannot take is refused as a 400 problem, not
 * left to fail in SQL as a 500 (the contract fuzz in test/fuzz/ finds these across every call).
 */
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/error-handler.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('input PostgreSQL cannot store', () => {
  it('a NUL character in a body field or a search is refused, naming the field', async () => {
    const contact = await t
      .request()
      .post('/api/contact/submit')
      .send({ name: 'Asha', email: 'asha@campus.edu', message: 'Hello\u0000there' })
      .expect(400);
    expect(contact.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(contact.body).toMatchObject({ status: 400, detail: 'message must not contain NUL characters (\\u0000).' });
    expect(contact.body.errors[0].path).toBe('/body/message');

    const search = await t.request().get('/api/requests?q=calc%00ulator').expect(400);
    expect(search.body.errors[0].path).toBe('/query/q');
  });

  it("'Infinity' and '1e309' for a number are refused (the validator's coercion lets them past maximum)", async () => {
    const infinite = await t.request().get('/api/requests?pageSize=Infinity').expect(400);
    expect(infinite.body.detail).toBe('pageSize must be a finite number.');
    await t.request().get('/api/roommates?minBudget=1e309').expect(400);
  });

  it('a multipart upload cut short is a 400 the user can act on', async () => {
    const student = await t.loginAs(await t.createUser());
    const res = await student
      .post('/api/images')
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send(Buffer.from('--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG'))
      .expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'unreadable-upload' });
  });

  it("PostgreSQL's data exceptions (class 22) that still reach the database answer 400", () => {
    let sent: { status?: number; body?: unknown } = {};
    const res = {
      headersSent: false,
      set: () => res,
      removeHeader: () => undefined,
      status: (status: number) => ((sent.status = status), res),
      type: () => res,
      json: (body: unknown) => ((sent.body = body), res),
      send: () => res,
    } as unknown as Response;
    const req = { originalUrl: '/api/roommates', accepts: () => 'json', get: () => undefined } as unknown as Request;
    errorHandler(Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003', severity: 'ERROR' }), req, res, () => {});
    expect(sent).toEqual({ status: 400, body: expect.objectContaining({ status: 400, detail: 'A number in the request is out of range.' }) });
    sent = {};
    errorHandler(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' }), req, res, () => {});
    expect(sent.status).toBe(400);
  });
});
