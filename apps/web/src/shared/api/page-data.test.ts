import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@vm/contracts/page-data';
import { pageData, resetPageDataForTests } from './page-data';

function landOn(text: string | null) {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  }
  resetPageDataForTests();
}

describe('pageData', () => {
  afterEach(() => landOn(null));

  it('gives the answer the HTML carried for its API path, dated from the page load', () => {
    landOn('{"answers":[{"api":"/api/categories","data":[]},{"api":"/api/fields/825","data":{"name":"\\u003c/script>中庭"}}]}');
    const landed = pageData<{ name: string }>('/api/fields/825');
    expect(landed?.data).toEqual({ name: '</script>中庭' });
    expect(landed?.updatedAt).toBe(Math.round(performance.timeOrigin));
  });

  it('gives nothing for another path, without the element, or when the element is not usable', () => {
    landOn('{"answers":[{"api":"/api/fields/825","data":{}}]}');
    expect(pageData('/api/fields/826')).toBeUndefined();
    for (const text of [
      null,
      '',
      '{"answers":',
      '[]',
      '{"api":"/api/fields/825","data":{}}',
      '{"answers":{"api":"/api/fields/825","data":{}}}',
      '{"answers":[null,{"data":{}},{"api":825,"data":{}},{"api":"/api/fields/825"}]}',
    ]) {
      landOn(text);
      expect(pageData('/api/fields/825'), String(text)).toBeUndefined();
    }
  });
});
