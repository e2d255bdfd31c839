/** An extras group's rules (spec 01 §3 and §5). */
export interface ExtrasGroupRules {
  name: string | null;
  isRequired: boolean;
  allowMultiple: boolean;
  min: number;
  /** 0 means unlimited. */
  max: number;
}

/** The spec's default label for an unnamed group. */
export const DEFAULT_EXTRAS_GROUP_LABEL = 'Acompañantes';

export const groupLabel = (group: Pick<ExtrasGroupRules, 'name'>): string =>
  group.name?.trim() ? group.name : DEFAULT_EXTRAS_GROUP_LABEL;

/** A single-choice group holds at most one option, whatever its maximum says. */
export function effectiveMaximum(group: ExtrasGroupRules): number {
  return group.allowMultiple ? group.max : 1;
}

/** Valid when its minimum is 0 or reached, and a non-zero maximum is not exceeded. */
export function isGroupValid(group: ExtrasGroupRules, selectedCount: number): boolean {
  const minimum = group.isRequired ? Math.max(group.min, 1) : group.min;
  const maximum = effectiveMaximum(group);
  const reachesMinimum = minimum === 0 || selectedCount >= minimum;
  const withinMaximum = maximum === 0 || selectedCount <= maximum;
  return reachesMinimum && withinMaximum;
}

/** Unselected options are disabled once the maximum is reached (maximum 0 never disables). */
export function isOptionDisabled(group: ExtrasGroupRules, selectedCount: number, optionSelected: boolean): boolean {
  const maximum = effectiveMaximum(group);
  return !optionSelected && maximum !== 0 && selectedCount >= maximum && group.allowMultiple;
}

/** Every group valid: the Add button may be enabled as far as extras go. */
export function areGroupsSatisfied(groups: readonly { rules: ExtrasGroupRules; selectedCount: number }[]): boolean {
  return groups.every(({ rules, selectedCount }) => isGroupValid(rules, selectedCount));
}
