import { describe, expect, it } from 'vitest';
import { searchParamsToQuery, serializeQuery } from '../../lib/endpoint-request';
import { describeFilters, readFilters, savedSearchQuery, toApiQuery, writeFilters } from './search-params';

describe('opportunity filters in the URL', () => {
  it('uses the data rules/the product constants defaults: tab Job, salary Monthly, range 0–500', () => {
    const filters = readFilters(new URLSearchParams(''), 'Job');
    expect(filters).toMatchObject({
      tab: 'Job',
      salary: ['Monthly'],
      rangePrice: [0, 500],
      page: 1,
      sort: 'newest',
    });
    expect(writeFilters(filters).toString()).toBe('tab=Job');
  });

  it('round-trips every filter and drops unknown values', () => {
    const query =
      'tab=Project&freelancerType=Designer&expertise=Product+design&workload=Freelance&payType=Fixed&yearsOfExperience=3&yearsOfExperience=7&workingMode=Remote&rangePrice=100%2C400&jobName=figma&sort=pay&page=2';
    const filters = readFilters(new URLSearchParams(query), 'Job');
    expect(filters.yearsOfExperience).toEqual([3]);
    expect(readFilters(writeFilters(filters), 'Job')).toEqual(filters);
  });

  it('keeps an explicit "any salary" and sends salary to the API for jobs only', () => {
    const any = readFilters(new URLSearchParams('salary='), 'Job');
    expect(any.salary).toEqual([]);
    expect(writeFilters(any).get('salary')).toBe('');
    const job = toApiQuery(readFilters(new URLSearchParams(''), 'Job'));
    expect(job.getAll('salary')).toEqual(['Monthly']);
    const project = toApiQuery(readFilters(new URLSearchParams('tab=Project'), 'Job'));
    expect(project.getAll('salary')).toEqual([]);
    expect(project.get('recordPerPage')).toBe('10');
  });
});

describe('saved searches', () => {
  it('saves the URL query without the page, and names the search in plain words', () => {
    const filters = readFilters(
      new URLSearchParams('tab=Job&jobName=react&workingMode=Remote&page=4'),
      'Job',
    );
    expect(savedSearchQuery(filters)).toBe('tab=Job&workingMode=Remote&jobName=react');
    expect(describeFilters(filters)).toBe('Jobs · “react” · Remote');
  });

  it('reaches the API through call() in the same wire format as the query it builds', () => {
    const query =
      'tab=Job&freelancerType=Designer&freelancerType=Developer&expertise=Product+design&workload=Freelance&' +
      'yearsOfExperience=3&workingMode=Remote&salary=Hourly&salary=Monthly&rangePrice=100%2C400&jobName=r%26d+figma&sort=pay&page=2';
    for (const withPaging of [true, false]) {
      const params = toApiQuery(readFilters(new URLSearchParams(query), 'Job'), withPaging);
      expect(params.getAll('freelancerType')).toEqual(['Designer', 'Developer']);
      expect(serializeQuery(searchParamsToQuery(params))).toBe(params.toString());
    }
  });
});
