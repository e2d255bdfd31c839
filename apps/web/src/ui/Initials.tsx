import type { CSSProperties } from 'react';

/** The first letters of a person's first two names: 'Mario Mesero' → 'MM'. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * A person's initials in a round badge. Plain markup rather than Mantine's Avatar: it sits on the
 * first screen, whose JavaScript budget Avatar's image and group code would spend (~1.5 KB gzip).
 */
export function Initials({ name, size = 40, style }: { name: string; size?: number; style?: CSSProperties }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        fontSize: size * 0.4,
        fontWeight: 700,
        background: 'var(--mantine-color-paprika-light)',
        color: 'var(--mantine-color-paprika-light-color)',
        ...style,
      }}
    >
      {initialsOf(name)}
    </span>
  );
}
