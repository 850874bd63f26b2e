import { apiRoutes } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { endpointUrl, fillPath, searchParamsToQuery, serializeQuery } from './endpoint-request';

describe('fillPath', () => {
  it('fills every :name segment from params, each encoded as one path segment', () => {
    expect(fillPath('/v1/talent-lists/:id/entries/:code', { id: 'a b', code: 'x/y?z#' })).toBe(
      '/v1/talent-lists/a%20b/entries/x%2Fy%3Fz%23',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/v1/user/me', undefined)).toBe('/v1/user/me');
  });

  it('throws for a missing or empty parameter instead of calling another URL', () => {
    expect(() => fillPath('/v1/company/:code', {})).toThrow(/"code"/);
    expect(() => fillPath('/v1/company/:code', { code: '' })).toThrow(/"code"/);
  });
});

describe('serializeQuery', () => {
  it('repeats the key of a list, leaves undefined and null out, keeps the object order', () => {
    expect(
      serializeQuery({
        tab: 'Job',
        expertise: ['Web Development', 'Mobile'],
        skipped: undefined,
        none: null,
        rangePrice: '10,200',
        page: 2,
        isRemote: true,
      }),
    ).toBe('tab=Job&expertise=Web+Development&expertise=Mobile&rangePrice=10%2C200&page=2&isRemote=true');
  });

  it('sends an empty string as an empty value and an empty list as nothing', () => {
    expect(serializeQuery({ salary: '', expertise: [] })).toBe('salary=');
  });

  it('refuses a nested object rather than sending "[object Object]"', () => {
    expect(() => serializeQuery({ filters: { a: 1 } })).toThrow(TypeError);
  });

  it('gives back what URLSearchParams wrote, through searchParamsToQuery (the search pages build those)', () => {
    const params = new URLSearchParams(
      'tab=Project&expertise=a&expertise=b&rangePrice=0%2C90&jobName=r%26d&page=3',
    );
    expect(searchParamsToQuery(params)).toEqual({
      tab: 'Project',
      expertise: ['a', 'b'],
      rangePrice: '0,90',
      jobName: 'r&d',
      page: '3',
    });
    expect(serializeQuery(searchParamsToQuery(params))).toBe(params.toString());
  });
});

describe('endpointUrl', () => {
  it('joins the API root, the filled path of the endpoint and the query', () => {
    expect(
      endpointUrl('/api/', apiRoutes.files.uploadFile, { query: { refCode: 'C1', refType: 'avatar' } }),
    ).toBe('/api/v1/file/upload?refCode=C1&refType=avatar');
    expect(endpointUrl('/api', apiRoutes.companies.getCompany, { params: { code: 'Ab 1' } })).toBe(
      '/api/v1/company/Ab%201',
    );
  });
});
