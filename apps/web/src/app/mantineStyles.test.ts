import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const STYLES = path.resolve(__dirname, '../../node_modules/@mantine/core/styles');

// Components whose styles live in others' files (Mantine's docs: import the dependencies' styles too).
const DEPENDS_ON: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input'],
  NumberInput: ['Input'],
  Select: ['Input', 'Combobox', 'Popover'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput'],
  Autocomplete: ['Input', 'Combobox', 'Popover'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  Menu: ['Popover'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput', 'RadioIndicator'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Mantine components a file imports that need styles, with their dependencies. */
function stylesNeeded(file: string): string[] {
  const imports = [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)];
  const names = imports.flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!));
  return names
    .filter((name) => name && !name.startsWith('type '))
    .flatMap((name) => [name, ...(DEPENDS_ON[name] ?? [])])
    .filter((name) => existsSync(path.join(STYLES, `${name}.layer.css`)));
}

const importedStyles = (file: string) =>
  new Set(
    [...readFileSync(path.join(SRC, 'app', file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map(
      (match) => match[1]!,
    ),
  );

describe("Mantine's styles, split per component (issue 14 §5)", () => {
  const first = importedStyles('mantineStyles.first.ts');
  const signedIn = importedStyles('mantineStyles.signedIn.ts');

  it('cover every Mantine component the app uses', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      stylesNeeded(file)
        .filter((name) => !first.has(name) && !signedIn.has(name))
        .map((name) => `${name} (${path.relative(SRC, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('give the screens before the sign-in (login, set password, app update) their styles in the first download', () => {
    const beforeSignIn = [
      ...sourceFiles(path.join(SRC, 'features/auth')),
      ...sourceFiles(path.join(SRC, 'features/app-update')),
      path.join(SRC, 'features/users/SetPasswordPage.tsx'),
      ...['RootLayout.tsx', 'App.tsx', 'guards.tsx'].map((name) => path.join(SRC, 'router', name)),
    ];
    const missing = beforeSignIn.flatMap((file) =>
      stylesNeeded(file)
        .filter((name) => !first.has(name))
        .map((name) => `${name} (${path.relative(SRC, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('load each file once', () => {
    expect([...first].filter((name) => signedIn.has(name))).toEqual([]);
  });
});
