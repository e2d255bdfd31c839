import { describe, expect, it } from 'vitest';
import { areGroupsSatisfied, type ExtrasGroupRules, groupLabel, isGroupValid, isOptionDisabled } from './extras.js';

const group = (rules: Partial<ExtrasGroupRules>): ExtrasGroupRules => ({
  name: 'Adiciones',
  isRequired: false,
  allowMultiple: true,
  min: 0,
  max: 0,
  ...rules,
});

describe('extras groups', () => {
  it('is valid with minimum 0, or once the minimum is reached', () => {
    expect(isGroupValid(group({ min: 0 }), 0)).toBe(true);
    expect(isGroupValid(group({ min: 2 }), 1)).toBe(false);
    expect(isGroupValid(group({ min: 2 }), 2)).toBe(true);
  });

  it('needs at least one choice when required', () => {
    expect(isGroupValid(group({ isRequired: true, min: 0 }), 0)).toBe(false);
    expect(isGroupValid(group({ isRequired: true, min: 1, max: 1, allowMultiple: false }), 1)).toBe(true);
  });

  it('is invalid above a non-zero maximum; maximum 0 is unlimited', () => {
    expect(isGroupValid(group({ max: 2 }), 3)).toBe(false);
    expect(isGroupValid(group({ max: 0 }), 40)).toBe(true);
  });

  it('disables the other options at the maximum, never with maximum 0 or for a single choice', () => {
    expect(isOptionDisabled(group({ max: 2 }), 2, false)).toBe(true);
    expect(isOptionDisabled(group({ max: 2 }), 2, true)).toBe(false);
    expect(isOptionDisabled(group({ max: 2 }), 1, false)).toBe(false);
    expect(isOptionDisabled(group({ max: 0 }), 99, false)).toBe(false);
    expect(isOptionDisabled(group({ allowMultiple: false, max: 1 }), 1, false)).toBe(false);
  });

  it('labels an unnamed group Acompañantes', () => {
    expect(groupLabel({ name: null })).toBe('Acompañantes');
    expect(groupLabel({ name: '  ' })).toBe('Acompañantes');
    expect(groupLabel({ name: 'Fruta' })).toBe('Fruta');
  });

  it('lets Add through only when every group is valid', () => {
    const required = group({ isRequired: true, min: 1, max: 1, allowMultiple: false });
    expect(
      areGroupsSatisfied([
        { rules: required, selectedCount: 0 },
        { rules: group({}), selectedCount: 0 },
      ]),
    ).toBe(false);
    expect(
      areGroupsSatisfied([
        { rules: required, selectedCount: 1 },
        { rules: group({}), selectedCount: 0 },
      ]),
    ).toBe(true);
  });
});
