import { describe, expect, it } from 'vitest';
import { searchParamsToQuery, serializeQuery } from '../../lib/endpoint-request';
import {
  activeFilterCount,
  readTalentFilters,
  TALENT_RECORDS_PER_PAGE,
  toTalentApiQuery,
  writeTalentFilters,
} from './search-params';

describe('talent filters in the URL', () => {
  it('defaults to freelancers, best match, any rate, page 1, and writes an empty query for them', () => {
    const filters = readTalentFilters(new URLSearchParams(''));
    expect(filters).toMatchObject({
      tab: 'Freelancer',
      payType: null,
      rangePrice: [0, 500],
      sort: 'bestMatch',
      page: 1,
      jobName: '',
    });
    expect(writeTalentFilters(filters).toString()).toBe('');
    expect(activeFilterCount(filters)).toBe(0);
  });

  it('round-trips every filter and drops unknown values', () => {
    const query =
      'freelancerType=Designer&freelancerType=Astronaut&expertise=Product+design&workload=Part-time' +
      '&workingMode=Remote&yearsOfExperience=5&yearsOfExperience=7&payType=Hourly&rangePrice=10%2C40' +
      '&jobName=figma&sort=rateLow&page=3';
    const filters = readTalentFilters(new URLSearchParams(query));
    expect(filters.freelancerType).toEqual(['Designer']);
    expect(filters.yearsOfExperience).toEqual([5]);
    expect(filters).toMatchObject({ payType: 'Hourly', rangePrice: [10, 40], sort: 'rateLow', page: 3 });
    expect(readTalentFilters(writeTalentFilters(filters))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('round-trips location filters; the viewer’s time zone goes to the API, not into the URL (decision 129)', () => {
    const query =
      'country=FR&country=XX&language=fr&language=klingon&languageLevel=fluent&overlap=4&tz=Asia/Tokyo';
    const filters = readTalentFilters(new URLSearchParams(query));
    expect(filters).toMatchObject({ country: ['FR'], language: ['fr'], languageLevel: 'fluent', overlap: 4 });
    const written = writeTalentFilters(filters);
    expect(written.get('tz')).toBeNull();
    expect(readTalentFilters(written)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(3);
    const api = toTalentApiQuery(filters);
    expect(api.get('overlap')).toBe('4');
    expect(api.get('tz')).toBeTruthy();
    expect(toTalentApiQuery({ ...filters, overlap: null }).get('tz')).toBeNull();
    expect(readTalentFilters(new URLSearchParams('overlap=9')).overlap).toBeNull();
  });

  it('ignores a reversed or broken rate range and a bad page', () => {
    expect(readTalentFilters(new URLSearchParams('rangePrice=50,10')).rangePrice).toEqual([0, 500]);
    expect(readTalentFilters(new URLSearchParams('rangePrice=abc')).rangePrice).toEqual([0, 500]);
    expect(readTalentFilters(new URLSearchParams('page=-2')).page).toBe(1);
    expect(readTalentFilters(new URLSearchParams('payType=Fixed')).payType).toBeNull();
  });

  it('sends paging to the API and, on the Agency tab, only the keyword and a sort agencies have', () => {
    const freelancers = toTalentApiQuery(
      readTalentFilters(new URLSearchParams('freelancerType=Designer&jobName=ux&page=2')),
    );
    expect(freelancers.get('tab')).toBe('Freelancer');
    expect(freelancers.getAll('freelancerType')).toEqual(['Designer']);
    expect(freelancers.get('page')).toBe('2');
    expect(freelancers.get('recordPerPage')).toBe(String(TALENT_RECORDS_PER_PAGE));
    const agencies = readTalentFilters(
      new URLSearchParams('tab=Agency&freelancerType=Designer&jobName=studio&sort=rateHigh'),
    );
    expect(agencies.sort).toBe('bestMatch');
    const sent = toTalentApiQuery(agencies);
    expect(sent.get('tab')).toBe('Agency');
    expect(sent.get('jobName')).toBe('studio');
    expect(sent.has('freelancerType')).toBe(false);
    expect(toTalentApiQuery(agencies, false).has('page')).toBe(false);
  });

  it('reaches the API through call() in the same wire format as the query it builds', () => {
    const query =
      'freelancerType=Designer&freelancerType=Developer&expertise=Product+design&workingMode=Remote' +
      '&yearsOfExperience=5&payType=Hourly&rangePrice=10%2C40&jobName=r%26d&sort=rateLow&page=3';
    for (const withPaging of [true, false]) {
      const params = toTalentApiQuery(readTalentFilters(new URLSearchParams(query)), withPaging);
      expect(params.getAll('freelancerType')).toEqual(['Designer', 'Developer']);
      expect(serializeQuery(searchParamsToQuery(params))).toBe(params.toString());
    }
  });
});
