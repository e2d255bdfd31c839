import { useMergedRef } from '@mantine/hooks';
import { cloneElement, lazy, type MouseEvent, type ReactElement, type Ref, Suspense, useRef, useState } from 'react';

const LoadedTooltip = lazy(() => import('./LoadedTooltip'));

type TargetProps = { onMouseEnter?: (event: MouseEvent) => void; ref?: Ref<HTMLElement> } & Record<string, unknown>;

/**
 * Mantine's Tooltip (shown on hover, as Mantine's is by default), loaded when first hovered: its
 * positioning code (floating-ui) is ~20 KB gzip that a tap on a tablet never needs, so it stays out
 * of the first download (DESIGN §10). The control stays the same element throughout (the tooltip
 * attaches to it as a target), so a click that follows the hover is never lost. Other props (a menu
 * target's ref and handlers) reach the control, as through Mantine's Tooltip.
 */
export function HintTooltip({
  label,
  children,
  ref,
  ...targetProps
}: { label: string; children: ReactElement<TargetProps> } & TargetProps) {
  const [wanted, setWanted] = useState(false);
  const target = useRef<HTMLElement>(null);
  const mergedRef = useMergedRef(target, ref, children.props.ref);
  return (
    <>
      {cloneElement(children, {
        ...targetProps,
        ref: mergedRef,
        onMouseEnter: (event: MouseEvent) => {
          targetProps.onMouseEnter?.(event);
          children.props.onMouseEnter?.(event);
          setWanted(true);
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <LoadedTooltip label={label} target={target} />
        </Suspense>
      )}
    </>
  );
}
