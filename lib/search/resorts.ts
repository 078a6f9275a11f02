import type { TreeCheckboxItem } from '@/lib/forms/tree-checkbox';
import type { Location, PackageTemplate } from '@/lib/schemas/search';

/**
 * Resorts are chosen in a tree: package templates (regions) with their locations. A whole region
 * travels as its template id, single resorts of a partly chosen region as location ids, so a
 * search for "all of the Antalya coast plus Belek" is `templates=5&locations=31`.
 */
export interface ResortSelection {
  package_template_ids: number[];
  location_ids: number[];
}

const templateNode = (id: number) => `t${id}`;
const locationNode = (id: number) => `l${id}`;

function locationsOf(template: PackageTemplate, locations: readonly Location[]): Location[] {
  return locations.filter((location) => location.package_template_id === template.id);
}

/** The tree of the form's resorts field. */
export function resortTree(
  templates: readonly PackageTemplate[],
  locations: readonly Location[],
  selection: ResortSelection,
): TreeCheckboxItem[] {
  return templates.map((template) => {
    const whole = selection.package_template_ids.includes(template.id);
    const children = locationsOf(template, locations).map((location) => ({
      id: locationNode(location.id),
      label: location.name,
      checked: whole || selection.location_ids.includes(location.id),
    }));
    return {
      id: templateNode(template.id),
      label: template.name,
      checked: whole,
      ...(children.length ? { children } : {}),
    };
  });
}

/** The selection after checking or unchecking some leaves of the tree. */
export function toggleResorts(
  templates: readonly PackageTemplate[],
  locations: readonly Location[],
  selection: ResortSelection,
  nodeIds: readonly string[],
  checked: boolean,
): ResortSelection {
  const next: ResortSelection = { package_template_ids: [], location_ids: [] };
  for (const template of templates) {
    const children = locationsOf(template, locations);
    const whole = selection.package_template_ids.includes(template.id);
    if (!children.length) {
      const toggled = nodeIds.includes(templateNode(template.id));
      if (toggled ? checked : whole) next.package_template_ids.push(template.id);
      continue;
    }
    const chosen = children.filter((location) => {
      const toggled = nodeIds.includes(locationNode(location.id));
      return toggled ? checked : whole || selection.location_ids.includes(location.id);
    });
    if (chosen.length === children.length) next.package_template_ids.push(template.id);
    else next.location_ids.push(...chosen.map((location) => location.id));
  }
  return next;
}
