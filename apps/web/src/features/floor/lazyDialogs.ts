import { lazy } from 'react';

// Loaded when first opened, so the POS route's first download is only the floor itself (DESIGN §10).
export const EditableGrid = lazy(() => import('./EditableGrid'));
export const PeopleDialog = lazy(() => import('./PeopleDialog'));
export const TransferDialog = lazy(() => import('./TransferDialog'));
export const TableFormDialog = lazy(() => import('./TableFormDialog'));
export const RoomDialog = lazy(() => import('./RoomDialog'));
export const ReleaseDialog = lazy(() => import('./ReleaseDialog'));
