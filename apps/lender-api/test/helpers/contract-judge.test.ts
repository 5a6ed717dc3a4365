// The judge itself: it must refuse what the contract does not document, or the suite-wide check
// (every answer of the server suite goes through it, see test-app.ts) would pass anything.
import { describe, expect, it } from 'vitest';
import { judge } from './contract-judge.ts';

const json = (statusCode: number, body: unknown, url = '/api/v1/lender_info', method = 'GET') => ({
  method,
  url,
  statusCode,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('contract judge (JSON Schema 2020-12 over the OpenAPI document)', () => {
  it('accepts a documented error answer', () => {
    expect(judge(json(401, { message: 'Sesi berakhir' }))).toBeNull();
  });

  it('refuses an undocumented status', () => {
    expect(judge(json(418, { message: 'teapot' }))).toMatch(/status not documented/);
  });

  it('refuses a body that breaks its schema, naming the place', () => {
    expect(judge(json(401, { message: 42 }))).toMatch(/\/message must be string/);
    expect(judge(json(200, { data: { lender_type: 'two' } }))).not.toBeNull();
  });

  it('refuses an undocumented media type', () => {
    expect(judge({ ...json(401, {}), contentType: 'text/html', body: '<p>no</p>' })).toMatch(
      /media type text\/html not documented/,
    );
  });

  it('matches templated paths and leaves paths outside the contract alone', () => {
    expect(judge(json(418, {}, '/api/files/news/1.jpg'))).toBeNull();
    expect(judge(json(418, {}, '/healthz'))).toBeNull();
    expect(judge(json(418, {}, '/api/news/get?page=1', 'POST'))).toMatch(/status not documented/);
  });
});
