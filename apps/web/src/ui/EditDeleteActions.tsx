import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteActionsProps {
  /** Each button's name says which row it acts on ('Editar Agua'). */
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}

/** A list row's edit and delete buttons, touch-sized (the settings lists). */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <>
      <ActionIcon color="gray" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={22} />
      </ActionIcon>
      <ActionIcon color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={22} />
      </ActionIcon>
    </>
  );
}
