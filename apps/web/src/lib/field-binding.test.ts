import { describe, expect, it } from 'vitest';
import { digitsOnly, fieldBinder } from './field-binding';

describe('fieldBinder', () => {
  it('gives a field its name, value and error, and reports what is typed, cleaned if asked', () => {
    const updates: [string, string][] = [];
    const bind = fieldBinder({ title: 'Hello', pay: '12' }, { pay: 'Pay from is required.' }, (key, value) =>
      updates.push([key, value]),
    );
    const title = bind('title');
    expect({ name: title.name, value: title.value, error: title.error }).toEqual({
      name: 'title',
      value: 'Hello',
      error: undefined,
    });
    title.onChange({ target: { value: 'Hello!' } });
    const pay = bind('pay', digitsOnly);
    expect(pay.error).toBe('Pay from is required.');
    pay.onChange({ target: { value: '$1,200' } });
    expect(updates).toEqual([
      ['title', 'Hello!'],
      ['pay', '1200'],
    ]);
  });
});
