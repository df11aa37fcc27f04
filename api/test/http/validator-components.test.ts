/**
 * patches/express-openapi-validator: the contract's components are compiled once per ajv instance
 * and the operations' schemas refer to them there (upstream copied them into every operation's
 * schema). These check that references into the components, nested and recursive, still validate
 * requests and responses both ways.
 */
import express, { type ErrorRequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';

const contract = {
  openapi: '3.1.0',
  info: { title: 'components', version: '1' },
  paths: {
    '/things': {
      post: {
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: {
          '201': { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '400': { $ref: '#/components/responses/Problem' },
        },
      },
    },
    '/trees': {
      get: {
        parameters: [{ $ref: '#/components/parameters/Depth' }],
        responses: {
          '200': {
            description: 'a page',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    parameters: { Depth: { name: 'depth', in: 'query', required: true, schema: { type: 'integer', minimum: 0 } } },
    responses: {
      Problem: { description: 'problem', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } } } },
    },
    schemas: {
      Price: { type: 'integer', minimum: 0 },
      Thing: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'price'],
        properties: { name: { type: 'string', minLength: 1 }, price: { $ref: '#/components/schemas/Price' } },
      },
      Tree: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
      },
    },
  },
};

/** An app that answers what the test gives it, behind the validator (responses validated). */
function appAnswering(answer: unknown) {
  const app = express();
  app.use(express.json());
  // A deep copy: the validator annotates the document it is given.
  app.use(OpenApiValidator.middleware({ apiSpec: structuredClone(contract) as never, validateResponses: true }));
  app.post('/things', (_req, res) => res.status(201).json(answer));
  app.get('/trees', (_req, res) => res.json(answer));
  const onError: ErrorRequestHandler = (err: { status?: number; message: string }, _req, res, _next) => {
    res.status(err.status ?? 500).json({ message: err.message });
  };
  app.use(onError);
  return app;
}

describe('the validator, with the components shared by every operation', () => {
  it('checks a request body through a reference, and a reference inside it', async () => {
    const app = appAnswering({ name: 'Lamp', price: 10 });
    await supertest(app).post('/things').send({ name: 'Lamp', price: 10 }).expect(201);
    const negative = await supertest(app).post('/things').send({ name: 'Lamp', price: -1 }).expect(400);
    expect(negative.body.message).toMatch(/price/);
    const extra = await supertest(app).post('/things').send({ name: 'Lamp', price: 1, colour: 'red' }).expect(400);
    expect(extra.body.message).toMatch(/additional properties/i);
  });

  it('checks a response through a reference, and a reference inside it', async () => {
    await supertest(appAnswering({ name: 'Lamp', price: 10 })).post('/things').send({ name: 'Lamp', price: 1 }).expect(201);
    const res = await supertest(appAnswering({ name: 'Lamp', price: -5 })).post('/things').send({ name: 'Lamp', price: 1 }).expect(500);
    expect(res.body.message).toMatch(/price/);
  });

  it('checks a recursive component at every depth, and a referenced parameter', async () => {
    const good = { items: [{ name: 'root', children: [{ name: 'leaf', children: [] }] }] };
    await supertest(appAnswering(good)).get('/trees?depth=2').expect(200);
    await supertest(appAnswering(good)).get('/trees?depth=-1').expect(400);
    const deep = { items: [{ name: 'root', children: [{ name: 'child', children: [{ name: 7 }] }] }] };
    const res = await supertest(appAnswering(deep)).get('/trees?depth=3').expect(500);
    expect(res.body.message).toMatch(/children\/0\/children\/0\/name/);
  });
});
