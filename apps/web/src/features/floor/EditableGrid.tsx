import type { Table } from '@comandero/domain';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { IconCircle, IconPlus, IconSquare } from '@tabler/icons-react';
import type { PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import classes from './Floor.module.css';
import { slotsOf } from './rules';
import { TableTile } from './TableTile';
import { useTableEdits } from './useTableEdits';

/** Mouse and pen drag after moving 6 px; a finger is left to the touch sensor, so it can still scroll. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent) =>
        event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ];
}

/** Two taps or clicks this close together change the shape (double-click or double-tap). */
const DOUBLE_TAP_MS = 350;

/** Where the pointer is; the dragged table's overlap when moved by keyboard. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function DraggableTable({ table, onReshape }: { table: Table; onReshape(table: Table): void }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: table.id, data: { table } });
  const lastTap = useRef(0);
  const nextShape = table.shape === 'CIRCLE' ? 'SQUARE' : 'CIRCLE';
  return (
    <div className={classes.slot}>
      <TableTile
        ref={setNodeRef}
        table={table}
        showWaiter={false}
        dragging={isDragging}
        className={classes.editTile}
        {...attributes}
        {...listeners}
        onClick={() => {
          const now = Date.now();
          if (now - lastTap.current < DOUBLE_TAP_MS) {
            lastTap.current = 0;
            onReshape(table);
          } else lastTap.current = now;
        }}
      />
      <button
        type="button"
        className={classes.corner}
        aria-label={t('floor.edit.reshape', { table: table.name, shape: t(`floor.shape.${nextShape}`) })}
        onClick={() => onReshape(table)}
      >
        <span className={classes.cornerDot}>
          {nextShape === 'SQUARE' ? <IconSquare size={18} /> : <IconCircle size={18} />}
        </span>
      </button>
    </div>
  );
}

function EmptySlot({ position, onAdd }: { position: number; onAdd(position: number): void }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${position}`, data: { position } });
  return (
    <div ref={setNodeRef} className={classes.slot}>
      <button
        type="button"
        className={`${classes.addButton} ${isOver ? classes.dropTarget : ''}`}
        aria-label={t('floor.edit.addAt', { position })}
        onClick={() => onAdd(position)}
      >
        <IconPlus size={22} />
      </button>
    </div>
  );
}

interface EditableGridProps {
  tables: Table[];
  label: string;
  onAdd(position: number): void;
}

/** Edit mode (spec 01 §2): drag a table to an empty slot, double-tap or use the corner to reshape, + to add. */
export default function EditableGrid({ tables, label, onAdd }: EditableGridProps) {
  const edits = useTableEdits();
  const [dragged, setDragged] = useState<Table | null>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged((active.data.current as { table: Table } | undefined)?.table ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const table = (active.data.current as { table: Table } | undefined)?.table;
    const position = (over?.data.current as { position: number } | undefined)?.position;
    if (table && position !== undefined && position !== table.position) void edits.move(table, position);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <section aria-label={label} className={classes.grid}>
        {slotsOf(tables).map((table, index) =>
          table ? (
            <DraggableTable key={table.id} table={table} onReshape={(target) => void edits.reshape(target)} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a position of the grid, not a record
            <EmptySlot key={`slot-${index}`} position={index + 1} onAdd={onAdd} />
          ),
        )}
      </section>
      <DragOverlay>{dragged ? <TableTile table={dragged} showWaiter={false} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}
