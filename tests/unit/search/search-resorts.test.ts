import { checkState } from '@/lib/forms/tree-checkbox';
import { defaultNights } from '@/lib/search/defaults';
import { resortTree, toggleResorts } from '@/lib/search/resorts';

const templates = [
  { id: 1, name: 'Antalya coast' },
  { id: 2, name: 'Aegean coast' },
];
const locations = [
  { id: 11, name: 'Lara', package_template_id: 1 },
  { id: 12, name: 'Belek', package_template_id: 1 },
  { id: 21, name: 'Bodrum', package_template_id: 2 },
  { id: 22, name: 'Marmaris', package_template_id: 2 },
];
const none = { package_template_ids: [], location_ids: [] };

describe('resort choice', () => {
  it('sends a whole region as its template and single resorts of other regions as locations', () => {
    const region = toggleResorts(templates, locations, none, ['l11', 'l12'], true);
    expect(region).toEqual({ package_template_ids: [1], location_ids: [] });
    expect(toggleResorts(templates, locations, region, ['l21'], true)).toEqual({
      package_template_ids: [1],
      location_ids: [21],
    });
  });

  it('unchecking one resort of a whole region keeps the others as locations', () => {
    expect(
      toggleResorts(templates, locations, { package_template_ids: [1], location_ids: [] }, ['l12'], false),
    ).toEqual({
      package_template_ids: [],
      location_ids: [11],
    });
  });

  it('shows a region as checked, mixed or unchecked from its resorts', () => {
    const tree = resortTree(templates, locations, { package_template_ids: [1], location_ids: [21] });
    expect(tree.map(checkState)).toEqual(['checked', 'mixed']);
    expect(resortTree(templates, locations, none).map(checkState)).toEqual(['unchecked', 'unchecked']);
  });
});

describe('default nights', () => {
  it('takes 7-10 when the flights allow, else the nearest available', () => {
    expect(defaultNights([3, 7, 8, 10, 14])).toEqual({ from: 7, to: 10 });
    expect(defaultNights([5, 8, 9, 12])).toEqual({ from: 8, to: 9 });
    expect(defaultNights([12, 14])).toEqual({ from: 12, to: 12 });
    expect(defaultNights([3, 4])).toEqual({ from: 4, to: 4 });
    expect(defaultNights([])).toBeNull();
  });
});
