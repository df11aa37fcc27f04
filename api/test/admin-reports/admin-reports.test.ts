import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Head Admin' }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A CSV body as rows of cells (the test data has no quoted newlines). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i]!;
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (c === '"') quoted = false;
          else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          cells.push(cell);
          cell = '';
        }
        else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

const csvOf = (agent: typeof adminAgent, type: string) =>
  agent
    .get(`/api/admin/reports/${type}/csv`)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done(null, text));
    });

async function orderRow(overrides: Record<string, unknown> = {}) {
  const [row] = await t
    .db('storeOrders')
    .insert({
      orderNumber: `ORD-T-${Math.random().toString(36).slice(2, 10)}`,
      storeName: 'Page Turners',
      status: 'pending',
      paymentType: 'cod',
      total: 499.5,
      customerName: 'Asha Rao',
      customerEmail: 'asha@campus.edu',
      customerPhone: '9876543210',
      shippingAddress: 'Hostel A',
      shippingCity: 'Pune',
      shippingState: 'Maharashtra',
      shippingPincode: '411001',
      ...overrides,
    })
    .returning('*');
  return row as { id: string; orderNumber: string };
}

describe('access', () => {
  const paths = ['/api/admin/reports/users', '/api/admin/reports/products', '/api/admin/reports/orders', '/api/admin/reports/users/csv', '/api/admin/reports/orders/csv'];

  it('needs a session', async () => {
    for (const path of paths) {
      const res = await t.request().get(path).expect(401);
      expect(res.body.detail).toBe('Please log in to continue.');
    }
  });

  it("refuses a student with the spec's words (no CSV, no rows)", async () => {
    const agent = await t.loginAs(await t.createUser());
    for (const path of paths) {
      const res = await agent.get(path).expect(403);
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('refuses an unknown report type', async () => {
    const res = await adminAgent.get('/api/admin/reports/payments').expect(400);
    expect(res.body.detail).toMatch(/type/);
    await adminAgent.get('/api/admin/reports/payments/csv').expect(400);
  });
});

describe('GET /api/admin/reports/{type}', () => {
  it('previews the users report: columns, newest first, the count of all, when', async () => {
    const before = Date.now();
    const newest = await t.createUser({ fullName: 'Newest Student' });
    await t.db('users').where({ id: newest.id }).update({ joinedDate: new Date(Date.now() + 60_000), marketingEmails: false });
    const res = await adminAgent.get('/api/admin/reports/users').expect(200);
    const total = Number((await t.db('users').count({ n: '*' }))[0]!.n);
    expect(res.body).toMatchObject({ type: 'users', total });
    expect(Date.parse(res.body.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.columns.map((c: { label: string }) => c.label)).toEqual([
      'User ID', 'Full name', 'Email', 'Admin', 'Email confirmed', 'Marketing emails', 'Joined',
    ]);
    expect(res.body.rows[0]).toMatchObject({ id: newest.id, fullName: 'Newest Student', email: newest.email, isAdmin: false, emailConfirmed: true, marketingEmails: false });
  });

  it('previews at most 50 rows while counting every order', async () => {
    await t.db.raw(`
      INSERT INTO store_orders (order_number, store_name, status, payment_type, total, customer_name, customer_email,
        customer_phone, shipping_address, shipping_city, shipping_state, shipping_pincode)
      SELECT 'ORD-P-' || g, 'Bulk Store', 'delivered', 'prepaid', g, 'Buyer ' || g, 'b' || g || '@campus.edu', '9', 'A', 'B', 'C', '1'
      FROM generate_series(1, 60) AS g`);
    const res = await adminAgent.get('/api/admin/reports/orders').expect(200);
    expect(res.body.total).toBeGreaterThanOrEqual(60);
    expect(res.body.rows).toHaveLength(50);
    expect(res.body.rows[0]).toHaveProperty('orderNumber');
    expect(res.body.columns.map((c: { key: string }) => c.key)).toContain('total');
  });

  it('shows an order by its ORD- number alone, the one its e-mails carry, in the preview and the CSV', async () => {
    const order = await orderRow({ orderNumber: 'ORD-20261126-000011', customerName: 'Report Number Buyer' });
    const labels = ['Order number', 'Customer', 'Customer email', 'Store', 'Status', 'Payment', 'Total (INR)', 'Placed on'];
    const preview = await adminAgent.get('/api/admin/reports/orders').expect(200);
    expect(preview.body.columns.map((c: { label: string }) => c.label)).toEqual(labels);
    const shown = preview.body.rows.find((r: { customerName: string }) => r.customerName === 'Report Number Buyer');
    expect(shown).toMatchObject({ orderNumber: 'ORD-20261126-000011' });
    expect(Object.values(shown)).not.toContain(order.id);
    const rows = parseCsv((await csvOf(adminAgent, 'orders').expect(200)).body as string);
    expect(rows[0]).toEqual(labels);
    const line = rows.find((r) => r[1] === 'Report Number Buyer')!;
    expect(line[0]).toBe('ORD-20261126-000011');
    expect(rows.flat()).not.toContain(order.id);
  });

  it('previews the products report with the seller', async () => {
    const res = await adminAgent.get('/api/admin/reports/products').expect(200);
    expect(res.body).toMatchObject({ type: 'products', total: 0, rows: [] });
    expect(res.body.columns.map((c: { label: string }) => c.label)).toContain('Seller email');
  });
});

describe('GET /api/admin/reports/{type}/csv', () => {
  it('downloads every user as CSV named with the type and the date, formula cells defused', async () => {
    const sly = await t.createUser({ fullName: '=HYPERLINK("http://evil.example","click")' });
    const res = await csvOf(adminAgent, 'users').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="thriftz-users-report-${today()}.csv"`);
    const text = res.body as string;
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['User ID', 'Full name', 'Email', 'Admin', 'Email confirmed', 'Marketing emails', 'Joined']);
    const total = Number((await t.db('users').count({ n: '*' }))[0]!.n);
    expect(rows).toHaveLength(total + 1);
    const row = rows.find((r) => r[0] === sly.id)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row.slice(3, 6)).toEqual(['No', 'Yes', 'Yes']);
    expect(Date.parse(row[6]!)).not.toBeNaN();
  });

  it('keeps negative numbers and plain text as they are', async () => {
    await orderRow({ customerName: '-Minus Name', customerEmail: '+plus@campus.edu', total: 0 });
    const rows = parseCsv((await csvOf(adminAgent, 'orders').expect(200)).body as string);
    const row = rows.find((r) => r[1] === "'-Minus Name")!;
    expect(row).toBeDefined();
    expect(row[2]).toBe("'+plus@campus.edu");
    expect(row[6]).toBe('0');
  });

  it('writes only the header row for an empty report', async () => {
    const rows = parseCsv((await csvOf(adminAgent, 'products').expect(200)).body as string);
    expect(rows).toEqual([[
      'Product ID', 'Title', 'Category', 'Type', 'Condition', 'Price (INR)', 'Rental period', 'Available', 'Seller', 'Seller email', 'Listed on',
    ]]);
  });
});
